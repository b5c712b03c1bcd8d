// Support tickets: a chat handed over to a person. What the admin's Support page and the widget read.
import { z } from 'zod';

export const TICKET_STATUSES = ['open', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_AUTHORS = ['customer', 'bot', 'agent'] as const;
export type TicketAuthor = (typeof TICKET_AUTHORS)[number];

export const TICKET_REPLY_MAX_CHARS = 4000;

export const supportMessages = {
  ticketNotFound: 'Ticket not found.',
  replyRequired: 'Write a reply before sending it.',
  replyTooLong: `A reply is at most ${TICKET_REPLY_MAX_CHARS} characters.`,
  ticketClosed: 'This ticket is closed.',
} as const;

export const ticketIdSchema = z.uuid({ error: supportMessages.ticketNotFound });

export const ticketReplySchema = z
  .object({
    text: z
      .string({ error: supportMessages.replyRequired })
      .trim()
      .min(1, supportMessages.replyRequired)
      .max(TICKET_REPLY_MAX_CHARS, supportMessages.replyTooLong),
  })
  .strict();
export type TicketReply = z.infer<typeof ticketReplySchema>;

export const ticketListQuerySchema = z.object({ status: z.enum(TICKET_STATUSES).optional() });

export type TicketMessage = { author: TicketAuthor; text: string; createdAt: string };

export type Ticket = {
  id: string;
  number: number;
  status: TicketStatus;
  reason: string;
  customer: { id: string; name: string; email: string } | null;
  messages: TicketMessage[];
  createdAt: string;
  updatedAt: string;
};

export type TicketList = { items: Ticket[] };
