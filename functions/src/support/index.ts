// The support desk's public surface: tickets a conversation was handed over with, and the admin's Support
// routes (/api/admin/tickets).
export { ticketsRouter } from './router.ts';
export { databaseSupportDesk } from './tickets.ts';
