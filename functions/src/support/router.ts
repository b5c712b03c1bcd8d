// /api/admin/tickets: the Support page's list of handed-over conversations (keyset pages, newest activity
// first, by status), one with its transcript, an agent's reply, closing.
import { Hono } from 'hono';
import { z } from 'zod';
import { ticketIdSchema, ticketListQuerySchema, ticketReplySchema, type Ticket, type TicketList } from '@shop/core/support';
import type { AuthEnv } from '../auth/index.ts';
import { validate } from '../http/validate.ts';
import type { Db } from '../db/index.ts';
import { authorize } from '../policy.ts';
import { closeTicket, getTicket, listTickets, replyToTicket } from './tickets.ts';

const ticketParams = z.object({ id: ticketIdSchema });

/** `replyEmailDelayMs`: how long after a reply it is emailed to a customer who has not read it in the chat. */
export function ticketsRouter(db: Db, { replyEmailDelayMs }: { replyEmailDelayMs: number }) {
  return new Hono<AuthEnv>()
    .use(authorize('support.manage'))
    .get('/', validate('query', ticketListQuerySchema), async (c) =>
      c.json((await listTickets(db, c.req.valid('query'))) satisfies TicketList),
    )
    .get('/:id', validate('param', ticketParams), async (c) => c.json((await getTicket(db, c.req.valid('param').id)) satisfies Ticket))
    .post('/:id/replies', validate('param', ticketParams), validate('json', ticketReplySchema), async (c) =>
      c.json((await replyToTicket(db, c.req.valid('param').id, c.req.valid('json').text, replyEmailDelayMs)) satisfies Ticket),
    )
    .post('/:id/close', validate('param', ticketParams), async (c) =>
      c.json((await closeTicket(db, c.req.valid('param').id)) satisfies Ticket),
    );
}
