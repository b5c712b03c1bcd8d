// /api/admin/tickets: the Support page's list of handed-over conversations (keyset pages, newest activity
// first, by status or assigned to the admin asking), one with its transcript, an agent's reply, assigning,
// closing, the customer's latest orders; /api/admin/support-agents, the admins a ticket can be assigned to;
// and /api/admin/canned-replies, the team's saved short replies.
import { api } from '@shop/core/api/contract';
import type { AuthEnv } from '../auth/index.ts';
import { contractRouter, created } from '../http/contract-router.ts';
import type { Db } from '../db/index.ts';
import { authorize, signedInUser } from '../policy.ts';
import { assignTicket, supportAgents } from './assignment.ts';
import { ticketCustomerOrders } from './customer-orders.ts';
import { deleteCannedReply, editCannedReply, listCannedReplies, saveCannedReply } from './canned-replies.ts';
import { closeTicket, getTicket, listTickets, replyToTicket } from './tickets.ts';

/** `replyEmailDelayMs`: how long after a reply it is emailed to a customer who has not read it in the chat. */
export function ticketsRouter(db: Db, { replyEmailDelayMs }: { replyEmailDelayMs: number }) {
  return contractRouter<AuthEnv>('/api/admin/tickets')
    .use(authorize('support.manage'))
    .on(api.admin.tickets, (c) => {
      const { assignee, ...query } = c.req.valid('query');
      const filter = assignee === 'me' ? { ...query, assigneeId: signedInUser(c).id } : query;
      return listTickets(db, filter);
    })
    .on(api.admin.ticket, (c) => getTicket(db, c.req.valid('param').id))
    .on(api.admin.ticketCustomerOrders, (c) => ticketCustomerOrders(db, c.req.valid('param').id))
    .on(api.admin.replyToTicket, (c) => replyToTicket(db, c.req.valid('param').id, c.req.valid('json').text, replyEmailDelayMs))
    .on(api.admin.assignTicket, (c) => assignTicket(db, signedInUser(c).id, c.req.valid('param').id, c.req.valid('json').assigneeId))
    .on(api.admin.closeTicket, (c) => closeTicket(db, c.req.valid('param').id)).app;
}

export function supportAgentsRouter(db: Db) {
  return contractRouter<AuthEnv>('/api/admin/support-agents')
    .use(authorize('support.manage'))
    .on(api.admin.supportAgents, async () => ({ items: await supportAgents(db) })).app;
}

export function cannedRepliesRouter(db: Db) {
  return contractRouter<AuthEnv>('/api/admin/canned-replies')
    .use(authorize('support.manage'))
    .on(api.admin.cannedReplies, async () => ({ items: await listCannedReplies(db) }))
    .on(api.admin.saveCannedReply, async (c) => created(await saveCannedReply(db, signedInUser(c).id, c.req.valid('json'))))
    .on(api.admin.editCannedReply, (c) => editCannedReply(db, c.req.valid('param').id, c.req.valid('json')))
    .on(api.admin.deleteCannedReply, (c) => deleteCannedReply(db, c.req.valid('param').id)).app;
}
