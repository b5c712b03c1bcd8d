// /api/admin/tickets: the Support page's list of handed-over conversations (keyset pages, newest activity
// first, by status or assigned to the admin asking), one with its transcript, an agent's reply, assigning,
// closing, the customer's latest orders; /api/admin/support-agents, the admins a ticket can be assigned to;
// and /api/admin/canned-replies, the team's saved short replies.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  cannedReplyIdSchema,
  cannedReplyInputSchema,
  type CannedReplies,
  type CannedReply,
  ticketAssignmentSchema,
  ticketIdSchema,
  ticketListQuerySchema,
  ticketReplySchema,
  type SupportAgents,
  type Ticket,
  type TicketList,
} from '@shop/core/support';
import type { AuthEnv } from '../auth/index.ts';
import { validate } from '../http/validate.ts';
import type { Db } from '../db/index.ts';
import { authorize, signedInUser } from '../policy.ts';
import { assignTicket, supportAgents } from './assignment.ts';
import { ticketCustomerOrders } from './customer-orders.ts';
import { deleteCannedReply, editCannedReply, listCannedReplies, saveCannedReply } from './canned-replies.ts';
import type { OrderList } from '@shop/core/orders';
import { closeTicket, getTicket, listTickets, replyToTicket } from './tickets.ts';

const ticketParams = z.object({ id: ticketIdSchema });

/** `replyEmailDelayMs`: how long after a reply it is emailed to a customer who has not read it in the chat. */
export function ticketsRouter(db: Db, { replyEmailDelayMs }: { replyEmailDelayMs: number }) {
  return new Hono<AuthEnv>()
    .use(authorize('support.manage'))
    .get('/', validate('query', ticketListQuerySchema), async (c) => {
      const { assignee, ...query } = c.req.valid('query');
      const filter = assignee === 'me' ? { ...query, assigneeId: signedInUser(c).id } : query;
      return c.json((await listTickets(db, filter)) satisfies TicketList);
    })
    .get('/:id', validate('param', ticketParams), async (c) => c.json((await getTicket(db, c.req.valid('param').id)) satisfies Ticket))
    .get('/:id/orders', validate('param', ticketParams), async (c) =>
      c.json((await ticketCustomerOrders(db, c.req.valid('param').id)) satisfies OrderList),
    )
    .post('/:id/replies', validate('param', ticketParams), validate('json', ticketReplySchema), async (c) =>
      c.json((await replyToTicket(db, c.req.valid('param').id, c.req.valid('json').text, replyEmailDelayMs)) satisfies Ticket),
    )
    .patch('/:id', validate('param', ticketParams), validate('json', ticketAssignmentSchema), async (c) =>
      c.json((await assignTicket(db, signedInUser(c).id, c.req.valid('param').id, c.req.valid('json').assigneeId)) satisfies Ticket),
    )
    .post('/:id/close', validate('param', ticketParams), async (c) =>
      c.json((await closeTicket(db, c.req.valid('param').id)) satisfies Ticket),
    );
}

export function supportAgentsRouter(db: Db) {
  return new Hono<AuthEnv>()
    .use(authorize('support.manage'))
    .get('/', async (c) => c.json({ items: await supportAgents(db) } satisfies SupportAgents));
}

const cannedParams = z.object({ id: cannedReplyIdSchema });

export function cannedRepliesRouter(db: Db) {
  return new Hono<AuthEnv>()
    .use(authorize('support.manage'))
    .get('/', async (c) => c.json({ items: await listCannedReplies(db) } satisfies CannedReplies))
    .post('/', validate('json', cannedReplyInputSchema), async (c) =>
      c.json((await saveCannedReply(db, signedInUser(c).id, c.req.valid('json'))) satisfies CannedReply, 201),
    )
    .patch('/:id', validate('param', cannedParams), validate('json', cannedReplyInputSchema), async (c) =>
      c.json((await editCannedReply(db, c.req.valid('param').id, c.req.valid('json'))) satisfies CannedReply),
    )
    .delete('/:id', validate('param', cannedParams), async (c) => c.json(await deleteCannedReply(db, c.req.valid('param').id)));
}
