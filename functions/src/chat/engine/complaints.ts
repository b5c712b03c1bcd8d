// A problem the customer reports (damaged, faulty or wrong item, a missing or late parcel, a double charge):
// an apology, this shop's next step for it, the order it is about when the customer is logged in (its
// tracking, or the return the assistant can start), and the offer of a person, which a Yes accepts.
import { NO, said, YES, type Understood } from './answer.ts';
import { RETURNS_DAYS } from '@shop/core/constants';
import { isCancellable, orderName, orderStatusText, type ChatOrder } from './customer-orders.ts';
import type { Focus } from '../conversations/index.ts';
import { orderAction } from './order-answers.ts';
import { topicReplies, type Topic } from './topics.ts';

export type Complaint = Extract<Topic, 'charged_twice' | 'damaged_item' | 'missing_part' | 'wrong_item' | 'not_received' | 'late_delivery'>;
const COMPLAINTS: ReadonlySet<Topic> = new Set<Complaint>([
  'charged_twice',
  'damaged_item',
  'missing_part',
  'wrong_item',
  'not_received',
  'late_delivery',
]);

export const isComplaint = (topic: Topic): topic is Complaint => COMPLAINTS.has(topic);

/** The statuses of the order a complaint is most likely about, when the message does not say which. */
export const likelyStatuses: Record<Complaint, readonly string[]> = {
  charged_twice: ['paid', 'processing', 'shipped', 'delivered', 'pending'],
  damaged_item: ['delivered'],
  missing_part: ['delivered'],
  wrong_item: ['delivered'],
  not_received: ['delivered', 'shipped'],
  late_delivery: ['shipped', 'processing', 'paid'],
};

const problemWords: Record<Complaint, string> = {
  charged_twice: 'a double charge',
  damaged_item: 'a damaged or faulty item',
  missing_part: 'a part missing from a delivery',
  wrong_item: 'a wrong item',
  not_received: 'a parcel that has not arrived',
  late_delivery: 'a late delivery',
};

function orderStep(complaint: Complaint, order: ChatOrder): string {
  switch (complaint) {
    case 'damaged_item':
    case 'missing_part':
    case 'wrong_item':
      return order.status === 'delivered'
        ? `I can start the return of your ${orderName(order)} here: say "I want to return it".`
        : orderStatusText(order);
    case 'not_received':
    case 'late_delivery':
      return orderStatusText(order);
    case 'charged_twice':
      return `Is it your ${orderName(order)}? Tell us the dates of both payments.`;
  }
}

export function complaintAnswer(complaint: Complaint, intent: string, order: ChatOrder | undefined, focus: Focus): Understood {
  const step = order ? ` ${orderStep(complaint, order)}` : '';
  const about = order ? ` with order #${order.number}` : '';
  return {
    answer: said(`${topicReplies[complaint]}${step} Shall I pass this to a person?`, 'FAQ', intent, {
      suggestions: [YES, NO],
      ...(order ? { actions: [orderAction(order)] } : {}),
    }),
    focus: {
      ...focus,
      intent,
      ...(order ? { orderId: order.id } : {}),
      pending: { kind: 'handOver', reason: `The customer reported ${problemWords[complaint]}${about}.` },
    },
  };
}

/**
 * A swap asked of one of the customer's orders ("the Orbit instead of the Nimbus I ordered"): we do not swap,
 * so the way there for that order: cancel it while it is unsent, return it once it has come.
 */
export function exchangeAnswer(order: ChatOrder, intent: string, focus: Focus): Understood {
  const step = isCancellable(order)
    ? `Your ${orderName(order)} has not left our warehouse yet, so I can cancel it here, free of charge (say "cancel it"); then order the one you want in the Shop.`
    : order.status === 'delivered'
      ? `I can start the return of your ${orderName(order)} here: say "I want to return it".`
      : `${orderStatusText(order)} Once it arrives you can return it free of charge within ${RETURNS_DAYS} days.`;
  return {
    answer: said(`${topicReplies.exchange} ${step}`, 'Orders', intent, { actions: [orderAction(order)] }),
    focus: { ...focus, intent, orderId: order.id, pending: undefined },
  };
}

/** A customer unhappy with how things are going, whatever they ask: "not impressed", "this is ridiculous", "STILL". */
const upsetPattern =
  /\b(?:not (?:impressed|happy|good enough|acceptable|on)|unhappy|disappointed|disappointing|ridiculous|unacceptable|fed up|annoyed|frustrated|frustrating|furious|livid|outrageous|shambles|disgrace(?:ful)?|a joke|useless|appalling)\b/i;
const shoutedStill = /\bSTILL\b/;
const apologises = /^\s*(?:i am |i'm |we are |we're )?(?:so |very |really )?(?:sorry|apolog)/i;

/** An answer about an order or the shop, to an upset customer, opens with an apology when it has none. */
export function withApology(understood: Understood, message: string): Understood {
  const { answer } = understood;
  const isAboutService = answer.source === 'Orders' || answer.source === 'FAQ';
  if (!isAboutService || apologises.test(answer.response) || !(upsetPattern.test(message) || shoutedStill.test(message))) return understood;
  return { ...understood, answer: { ...answer, response: `I am sorry for the trouble. ${answer.response}` } };
}
