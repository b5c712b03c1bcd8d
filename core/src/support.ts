// Support tickets: a chat handed over to a person. What the admin's Support page and the widget read.
import { z } from 'zod';
import { cursorSchema } from './keyset.ts';
import type { TicketMedians } from './support-times.ts';

/**
 * Open: the team owes the customer an answer (a customer's message moves a ticket back here); waiting: the
 * team replied last and waits on the customer; closed: done, no more replies.
 */
export const TICKET_STATUSES = ['open', 'waiting', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const ticketStatusLabels: Record<TicketStatus, string> = { open: 'Open', waiting: 'Waiting on customer', closed: 'Closed' };

/** How many tickets have each status among those the search and "assigned to me" keep, whatever status is shown: the tabs. */
export type TicketCounts = Record<TicketStatus, number>;

/** Who wrote a line of the transcript, as the Support page names them. */
export const ticketAuthorLabels = { customer: 'Customer', bot: 'Assistant', agent: 'Support team' } as const;

export const TICKET_AUTHORS = ['customer', 'bot', 'agent'] as const;
export type TicketAuthor = (typeof TICKET_AUTHORS)[number];

export const TICKET_REPLY_MAX_CHARS = 4000;

/** A canned reply is short: a title to pick it by, and a few sentences. */
export const CANNED_TITLE_MAX = 60;
export const CANNED_TEXT_MAX = 1000;

export const supportMessages = {
  ticketNotFound: 'Ticket not found.',
  noTickets: 'No conversations have been handed over to the team yet.',
  noTicketsWithStatus: 'No tickets with this status.',
  replySent: 'Reply sent.',
  ticketClosedNotice: 'Ticket closed.',
  /** How the widget marks a reply written by a person, not the assistant. */
  agentLabel: 'Multimart support team (a person)',
  replyRequired: 'Write a reply before sending it.',
  replyTooLong: `A reply is at most ${TICKET_REPLY_MAX_CHARS} characters.`,
  ticketClosed: 'This ticket is closed.',
  assigneeNotAdmin: 'A ticket can only be assigned to an admin.',
  assigned: (name: string) => `Ticket assigned to ${name}.`,
  unassigned: 'Ticket unassigned.',
  noTicketsAssigned: 'No tickets are assigned to you.',
  noTicketsFound: 'No tickets match your search.',
  cannedNotFound: 'Canned reply not found.',
  cannedTitleRequired: 'Give the canned reply a short title.',
  cannedTitleTooLong: `A title is at most ${CANNED_TITLE_MAX} characters.`,
  cannedTextRequired: 'Write the canned reply.',
  cannedTextTooLong: `A canned reply is at most ${CANNED_TEXT_MAX} characters.`,
  cannedSaved: 'Canned reply saved.',
  cannedDeleted: 'Canned reply deleted.',
  noCannedReplies: 'No canned replies yet: save one below.',
  /** What the customer reads when the team closes their ticket. */
  closedForCustomer: (number: number) =>
    `We have closed ticket #${number}. If there is anything else, just write here: the assistant answers at once, and a person is a message away.`,
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

export const TICKET_SEARCH_MAX = 100;

/** How many of a customer's latest orders show beside the transcript. */
export const TICKET_CUSTOMER_ORDERS = 5;

export const TICKET_PAGE_SIZE = 20;
export const TICKET_PAGE_SIZE_MAX = 100;
const pageSizeMessage = `limit is a whole number from 1 to ${TICKET_PAGE_SIZE_MAX}.`;

/** A saved short reply: a title to pick it by, and the text it puts in the reply box. */
export const cannedReplyInputSchema = z
  .object({
    title: z
      .string({ error: supportMessages.cannedTitleRequired })
      .trim()
      .min(1, supportMessages.cannedTitleRequired)
      .max(CANNED_TITLE_MAX, supportMessages.cannedTitleTooLong),
    text: z
      .string({ error: supportMessages.cannedTextRequired })
      .trim()
      .min(1, supportMessages.cannedTextRequired)
      .max(CANNED_TEXT_MAX, supportMessages.cannedTextTooLong),
  })
  .strict();
export type CannedReplyInput = z.infer<typeof cannedReplyInputSchema>;
export const cannedReplyIdSchema = z.uuid({ error: supportMessages.cannedNotFound });
export type CannedReply = CannedReplyInput & { id: string; updatedAt: string };
export type CannedReplies = { items: CannedReply[] };

/** Who a ticket is assigned to: an admin's id, or null for nobody. */
export const ticketAssignmentSchema = z.object({ assigneeId: z.uuid({ error: supportMessages.assigneeNotAdmin }).nullable() }).strict();
export type TicketAssignment = z.infer<typeof ticketAssignmentSchema>;

/**
 * A page of the Support page's list: newest activity first, after the cursor of the page before; `assignee=me`
 * keeps the tickets assigned to the admin asking, `q` those it finds.
 */
export const ticketListQuerySchema = z
  .object({
    status: z.enum(TICKET_STATUSES, { error: `status is one of ${TICKET_STATUSES.join(', ')}.` }).optional(),
    assignee: z.literal('me', { error: 'assignee is me, or left out.' }).optional(),
    /** A customer's name or email, an order number of theirs, or words of the transcript. */
    q: z.string().trim().max(TICKET_SEARCH_MAX, `Search text is at most ${TICKET_SEARCH_MAX} characters.`).default(''),
    cursor: cursorSchema.optional(),
    limit: z.coerce
      .number({ error: pageSizeMessage })
      .int(pageSizeMessage)
      .min(1, pageSizeMessage)
      .max(TICKET_PAGE_SIZE_MAX, pageSizeMessage)
      .default(TICKET_PAGE_SIZE),
  })
  .strict();
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

/** An admin, as the Support page names them in its list of whom a ticket can be assigned to. */
export type SupportAgent = { id: string; name: string };
export type SupportAgents = { items: SupportAgent[] };

/** A visitor who was not logged in when the conversation was handed over. */
export const VISITOR = 'Visitor';

export type TicketMessage = { author: TicketAuthor; text: string; createdAt: string };

export type Ticket = {
  id: string;
  number: number;
  status: TicketStatus;
  reason: string;
  /** The address a visitor left at the hand-over, if any; a logged-in customer's is `customer.email`. */
  contactEmail: string | null;
  customer: { id: string; name: string; email: string } | null;
  /** The admin the ticket is assigned to; `assignedBy` and `assignedAt` say who last assigned or unassigned it, and when. */
  assignee: SupportAgent | null;
  assignedBy: SupportAgent | null;
  assignedAt: string | null;
  messages: TicketMessage[];
  /** From the hand-over to the team's first message (a reply, or closing), and to closing; null until then. */
  firstReplyMs: number | null;
  closeMs: number | null;
  createdAt: string;
  updatedAt: string;
};

/** One page of tickets; `nextCursor` continues after its last one (null on the last page); `total` counts every page. */
export type TicketList = {
  items: Ticket[];
  nextCursor: string | null;
  total: number;
  pageSize: number;
  counts: TicketCounts;
  /** Over every ticket, whatever the filters. */
  medians: TicketMedians;
};
