// Back-in-stock alerts' public surface: queuing the emails when units come back, and the job that sends them.
export { queueRestockAlerts, queueRestockAlertsOf, restockJob } from './service.ts';
