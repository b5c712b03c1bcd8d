// What the assistant does for a logged-in customer besides cancelling: start a return with the customer's
// reason, and send a password-reset email to the account's address. Each only after the customer answers
// Yes, through the same services and rules as the web pages (the ports the chat service wires).
import { passwordResetMessages } from '@shop/core/auth';
import type { ChatAction } from '@shop/core/chat';
import { RETURNS_DAYS } from '@shop/core/constants';
import { returnRequestSchema } from '@shop/core/orders';
import { RETURNABLE_ORDER_STATUSES } from '@shop/core/orders/returns';
import {
  isCancellable,
  orderName,
  orderNamed,
  orderPath,
  orderStatusText,
  statusLabel,
  type ChatCustomer,
  type ChatOrder,
} from './customer-orders.ts';
import type { Focus } from '../conversations/index.ts';
import type { OrderReference } from './order-reference.ts';
import { findTopic, type Topic } from './topics.ts';

/**
 * The account's own reset link, sent the way the Forgot password page sends it and under the same limits:
 * `client` is who asks, as those limits count clients. Throws a DomainError when the client is over its limit.
 */
export type AccountPort = { sendPasswordReset(request: { email: string; client: string }): Promise<void> };

/** What a self-service step answers: the reply's text and extras, and what the conversation waits for next. */
export type Step = { response: string; suggestions?: string[]; actions?: ChatAction[]; pending?: Focus['pending']; orderId?: string };

const YES_NO = ['Yes', 'No'];
const ITEM_FAULTS: ReadonlySet<string> = new Set<Topic>(['damaged_item', 'missing_part', 'wrong_item']);
const NOTHING_UNTIL_YES = 'Nothing happens until you answer Yes.';

const wantsReturnPattern =
  /\b(?:(?:i|we)\s+(?:want|would like|'d like|need|wish)\s+to\s+(?:return|send back)|start (?:a|my) return|(?:return|send back) (?:my|this|the|that|these|those|an?) (?!(?:money|refund|payment|call|email|favou?r|policy|label|slip|window|form)\b)[a-z]+|send (?:it|them|this|that|something|(?:my|the) [a-z]+(?: [a-z]+)?) back|return something)\b/i;

/** "I want to return my order", "start a return": a wish to send something back, not a question about the policy. */
export const wantsReturn = (message: string) => wantsReturnPattern.test(message);

/** "How do I return it?", "can I send the sofa back?": with an order in question, the answer is its return. */
const howToReturnPattern =
  /\b(?:how )?(?:do|can|could|would|should|may) (?:i|we) (?:go about )?(?:still )?(?:return(?:ing)?|send(?:ing)? (?:it|them|this|that|(?:my|the|this|that) [a-z]+(?: [a-z]+)?) back)\b/i;
/** On what terms: "can I return it after 30 days?", "if it doesn't fit". */
const termsWords = /\b(?:after|within|days?|weeks?|months?|policy|if|when|unless|even)\b/i;

export const asksHowToReturn = (message: string) => howToReturnPattern.test(message) && !termsWords.test(message);

const orderLink = (order: ChatOrder): ChatAction => ({ label: `View order #${order.number}`, href: orderPath(order) });

/** "Send it back when it arrives": "it" is the order in focus, even one that cannot go back yet. */
const refersToItPattern = /\b(?:it|that|this|them|that one|this one)\b/i;

/** Why an order cannot go back yet, and what can be done instead. */
function notYetReturnable(order: ChatOrder): string {
  if (order.status === 'shipped') {
    return `Once it is delivered you have ${RETURNS_DAYS} days to return it, free of charge: ask me then, or start it from the order page.`;
  }
  if (isCancellable(order)) {
    return 'It has not been sent yet, so you can cancel it instead, free of charge: ask me to cancel it, or use Cancel order on its page.';
  }
  return 'Only a delivered order can be returned.';
}

/** A delivered order, or one with a return already under way: its other items can still go back. */
const isReturnable = (status: string) => RETURNABLE_ORDER_STATUSES.some((returnable) => returnable === status);

/**
 * Which order goes back: the one named by number, else by what it holds ("send the phone back": `referred`,
 * asking which when several could go back), else the one in focus, else the latest delivered; then ask why.
 */
export function startReturn(message: string, orders: readonly ChatOrder[], focus: Focus, referred?: OrderReference): Step {
  const named = orderNamed(message, orders);
  if (named === 'unknown') return { response: 'I cannot find that order number on your account.' };
  if (!named && referred?.orders.length === 0) return { response: `None of your orders ${referred.described}.` };
  const delivered = orders.filter((order) => isReturnable(order.status));
  const candidates = referred?.orders.filter((order) => isReturnable(order.status)) ?? [];
  if (!named && candidates.length > 1) {
    return {
      response: `Which order are you returning? ${candidates.map((order) => orderName(order)).join(', ')}.`,
      suggestions: candidates.map((order) => `Order #${order.number}`),
      pending: { kind: 'whichOrder', intent: 'return_order', orderIds: candidates.map((order) => order.id) },
    };
  }
  const inFocus = orders.find((item) => item.id === focus.orderId);
  const order =
    named ??
    (referred ? (candidates[0] ?? referred.orders[0]) : undefined) ??
    (inFocus && (isReturnable(inFocus.status) || refersToItPattern.test(message)) ? inFocus : undefined) ??
    delivered[0];
  if (!order) {
    return {
      response: `None of your orders can be returned: only a delivered order can be, within ${RETURNS_DAYS} days of delivery.`,
    };
  }
  if (!isReturnable(order.status)) {
    return { response: `${orderStatusText(order)} ${notYetReturnable(order)}`, actions: [orderLink(order)], orderId: order.id };
  }
  return {
    response: `Returns are free within ${RETURNS_DAYS} days of delivery. Why are you returning ${orderName(order)}? Tell me in a few words.`,
    actions: [orderLink(order)],
    pending: { kind: 'returnReason', orderId: order.id },
    orderId: order.id,
  };
}

/** The customer's reason, checked as the return form checks it, then the question that needs a Yes. */
export function confirmReturn(reasonText: string, order: ChatOrder): Step {
  const parsed = returnRequestSchema.safeParse({ reason: reasonText });
  if (!parsed.success) {
    return {
      response: `${parsed.error.issues[0]?.message ?? 'Please give a reason.'} Why are you returning it?`,
      pending: { kind: 'returnReason', orderId: order.id },
    };
  }
  const { reason } = parsed.data;
  // "There's a stain on the seat" as the reason is a fault told: sorry first.
  const sorry = ITEM_FAULTS.has(findTopic(reason) ?? '') ? 'Sorry about that. ' : '';
  return {
    response: `${sorry}Start a return of ${orderName(order)}, because "${reason}"? ${NOTHING_UNTIL_YES}`,
    suggestions: YES_NO,
    actions: [orderLink(order)],
    pending: { kind: 'return', orderId: order.id, reason },
    orderId: order.id,
  };
}

export const returnStarted = (order: ChatOrder): Step => ({
  response: `Done: the return of ${orderName(order)} is requested (status: ${statusLabel(order.status)}). We have emailed you that we have it; once we accept it, we email you to print its returns slip from the order page, and where to send the items. To return only some of the items, choose them on the order page.`,
  actions: [orderLink(order)],
});

export const offerPasswordReset = (customer: ChatCustomer): Step => ({
  response: `Send a password-reset link to ${customer.email}? ${NOTHING_UNTIL_YES}`,
  suggestions: YES_NO,
  pending: { kind: 'passwordReset' },
});

/** The Forgot password page's own answer: the same whether a link went out or the address has had its links for now. */
export const passwordResetSent = (customer: ChatCustomer): Step => ({
  response: `${passwordResetMessages.requested} Look for it in the inbox of ${customer.email}.`,
});

/** For a visitor who is not logged in: the page that sends the link. */
export const forgotPasswordLink: ChatAction = { label: 'Reset your password', href: '/forgot-password' };
