// A return's steps and the words the pages, emails and assistant use for them, apart from the request's schemas
// (returns.ts) so that a page showing an order's status loads no validation library.
import { MAX_LINE_QUANTITY } from '../cart.ts';
import { ORDER_NOTE_MAX } from '../order-lifecycle.ts';

export const RETURN_STATUSES = ['requested', 'accepted', 'declined', 'received'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const returnStatusLabels: Record<ReturnStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  received: 'Received',
};

const MOVE_VERBS: Record<Exclude<ReturnStatus, 'requested'>, string> = {
  accepted: 'accepted',
  declined: 'declined',
  received: 'marked received',
};

/** A return's number as people read it: "R-1001". */
export const returnNumber = (number: number): string => `R-${number}`;

export const returnMessages = {
  reasonRequired: 'Tell us why you are returning the items.',
  reasonTooLong: `The reason is at most ${ORDER_NOTE_MAX} characters.`,
  quantity: `The quantity to return must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
  unknownItem: 'An item to return is not on this order.',
  whichVariant: (name: string) => `Say which variant of ${name} you are returning.`,
  tooMany: (name: string, left: number) =>
    left === 0 ? `${name} is already being returned or refunded.` : `At most ${left} of ${name} can be returned.`,
  nothingLeft: 'Everything on this order is already being returned or refunded.',
  declineReasonRequired: 'Say why you are declining the return.',
  chooseItems: 'Choose how many of at least one item you are returning.',
  notFound: 'Return not found.',
  cannotMove: (number: string, status: ReturnStatus, to: Exclude<ReturnStatus, 'requested'>) =>
    `Return ${number} is ${returnStatusLabels[status].toLowerCase()}, so it cannot be ${MOVE_VERBS[to]}.`,
  slipAwaitingAcceptance: 'Awaiting acceptance: the returns slip is ready once we accept the return.',
  slipDeclined: 'This return was declined, so it has no returns slip.',
  /** The steps in one line, as the order page, the policy page and the assistant give them. */
  howItWorks:
    'Returns are free within 30 days of delivery. Choose the items and say why; once we accept the return, print its returns slip from this page and send the items back with it. We refund them when they arrive.',
  requested: (number: string) => `Your return ${number} has been requested. We will email you when we accept it, with the returns slip.`,
  /** The admin's Actions panel, for a return that waits on the admin: a decision, or its items to arrive. */
  waitingForAdmin: (number: string, status: 'requested' | 'accepted') =>
    status === 'requested'
      ? `Return ${number} waits for your decision: accept or decline it under Returns.`
      : `Return ${number} is accepted: mark its items received under Returns when they arrive.`,
  /** The order's timeline, one line a step. */
  step: (number: string, status: ReturnStatus) => `Return ${number} ${returnStatusLabels[status].toLowerCase()}`,
} as const;
