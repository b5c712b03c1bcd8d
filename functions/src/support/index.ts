// The support desk's public surface: tickets a conversation was handed over with, and the admin's Support
// routes (/api/admin/tickets), the job that emails a person's reply, and how many tickets have each status.
export { supportAgentsRouter, ticketsRouter } from './router.ts';
export { databaseSupportDesk, ticketCounts } from './tickets.ts';
export { supportReplyJob } from './reply-email.ts';
