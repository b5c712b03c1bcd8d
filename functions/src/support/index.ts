// The support desk's public surface: tickets a conversation was handed over with, and the admin's Support
// routes (/api/admin/tickets), and the job that emails a person's reply.
export { ticketsRouter } from './router.ts';
export { databaseSupportDesk } from './tickets.ts';
export { supportReplyJob } from './reply-email.ts';
