// Questions about the customer's own orders: where it is, cancelling (a question that needs a Yes), a
// refund, an invoice, a return (which order and why). Answered from the customer's real orders when
// logged in; a visitor is asked to log in and never shown an order number.
import type { ChatAction } from '@shop/core/chat';
import { RETURNS_DAYS } from '@shop/core/constants';
import { formatPence } from '@shop/core/money';
import { fromStep, NO, said, YES, type Understood } from './answer.ts';
import {
  isCancellable,
  orderName,
  orderNamed,
  orderPath,
  orderStatusText,
  statusLabel,
  type ChatCustomer,
  type ChatOrder,
  type CustomerOrdersPort,
} from './customer-orders.ts';
import { faqReplies } from './faq-replies.ts';
import { wordsOf } from '../classifier/index.ts';
import type { Focus } from '../conversations/index.ts';
import { knowledge } from './knowledge.ts';
import type { CatalogPort } from './catalog.ts';
import { askedAfterBut } from './asking-sentences.ts';
import { referredOrders } from './order-reference.ts';
import type { FindProducts } from './product-mentions.ts';
import { confirmReturn, startReturn } from './self-service.ts';
import { pointedAt, pointsAtListed } from './which-one.ts';

/** Order questions answered from the customer's own orders when logged in. */
const ORDER_INTENTS: ReadonlySet<string> = new Set([
  'track_order',
  'cancel_order',
  'change_order',
  'change_shipping_address',
  'get_refund',
  'track_refund',
  'check_invoice',
  'get_invoice',
]);
/** "Which of my orders ...?": asks for the ones that can, not about one. */
const whichPattern = /\bwhich\b|\bany of (?:my|them|the)\b/i;

export const isOrderIntent = (intent: string) => ORDER_INTENTS.has(intent);
/** A follow-up naming another order is short: "and the sofa one?", "what about the phone". */
export const ORDER_FOLLOW_UP_WORDS = 8;

/** "When did I order it?", "when I bought it". */
const whenPlacedPattern = /\bwhen (?:did )?(?:i|we) (?:order(?:ed)?|bought|buy|purchased?|place(?:d)?)\b/i;
const placedOn = (order: ChatOrder) =>
  new Date(order.createdAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

const loginAction: ChatAction = { label: 'Log in', href: '/login' };
export const orderAction = (order: ChatOrder): ChatAction => ({ label: `View order #${order.number}`, href: orderPath(order) });

export type OrderAnswers = {
  /** An order question: from the customer's own orders, or a request to log in. */
  answerOrder(intent: string, message: string, focus: Focus, customer: ChatCustomer | null): Promise<Understood>;
  /** A return: which order and why, then a question that needs a Yes. */
  returnStep(text: string, focus: Focus, customer: ChatCustomer): Promise<Understood>;
  /** Whether a message names an order by what it holds, its status or a piece of its number. */
  namesAnOrder(message: string): Promise<boolean>;
  /** The one order a message is about: named, in focus, or else the latest with one of `likely` statuses. */
  orderInQuestion(message: string, focus: Focus, customer: ChatCustomer, likely: readonly string[]): Promise<ChatOrder | undefined>;
};

const listed = (list: readonly ChatOrder[]) =>
  list
    .map(
      (order) =>
        `#${order.number} (${order.items[0]?.productName ?? 'no items'}, ${statusLabel(order.status)}, ${formatPence(order.total)})`,
    )
    .join(', ');

export function createOrderAnswers(orders: CustomerOrdersPort | undefined, catalog: CatalogPort, findProducts: FindProducts): OrderAnswers {
  async function customerOrders(customer: ChatCustomer): Promise<ChatOrder[] | undefined> {
    return orders ? await orders.list(customer.id).catch(() => undefined) : undefined;
  }
  const catalogProducts = () => catalog.products().catch(() => []);

  async function orderInQuestion(message: string, focus: Focus, customer: ChatCustomer, likely: readonly string[]) {
    const list = await customerOrders(customer);
    if (!list || list.length === 0) return undefined;
    const named = orderNamed(message, list);
    if (named !== undefined) return named === 'unknown' ? undefined : named;
    const reference = referredOrders(message, list, await catalogProducts(), findProducts);
    if (reference) return reference.orders.length === 1 ? reference.orders[0] : undefined;
    return list.find((item) => item.id === focus.orderId) ?? list.find((item) => likely.includes(item.status));
  }

  async function namesAnOrder(message: string): Promise<boolean> {
    return pointsAtListed(message) || referredOrders(message, [], await catalogProducts(), findProducts) !== undefined;
  }

  async function returnStep(text: string, focus: Focus, customer: ChatCustomer): Promise<Understood> {
    const list = await customerOrders(customer);
    if (!list) return { answer: said(faqReplies.returns_policy, 'FAQ', 'returns_policy'), focus };
    const pending = focus.pending;
    // "And the sofa?" instead of a reason asks to return another order; after "Which order?", only those offered.
    const among = pending?.kind === 'whichOrder' && pending.orderIds ? list.filter((item) => pending.orderIds?.includes(item.id)) : list;
    const pointed = pointedAt(
      text,
      among.map((item) => item.id),
      focus.orderId,
    );
    const referred = pointed
      ? { described: '', orders: among.filter((item) => pointed.includes(item.id)) }
      : referredOrders(text, among, await catalogProducts(), findProducts);
    const reasonFor = pending?.kind === 'returnReason' ? list.find((item) => item.id === pending.orderId) : undefined;
    const namesAnother =
      referred !== undefined &&
      referred.orders.length > 0 &&
      !referred.orders.some((item) => item === reasonFor) &&
      wordsOf(text).length <= ORDER_FOLLOW_UP_WORDS;
    const order = namesAnother ? undefined : reasonFor;
    const step = order ? confirmReturn(text, order) : startReturn(text, list, focus, referred);
    return fromStep(step, 'Orders', 'return_order', focus);
  }

  async function answerOrder(intent: string, message: string, focus: Focus, customer: ChatCustomer | null): Promise<Understood> {
    const general = faqReplies[intent as keyof typeof faqReplies];
    if (!customer) {
      const response = /@/.test(message)
        ? `I cannot look up orders by email address here. Please log in with that address, and I can see your orders and answer about them.`
        : intent === 'track_order'
          ? `Please log in so I can see your orders and tell you where yours is. ${knowledge.delivery}`
          : `${general} Log in and I can look at your own orders.`;
      return { answer: said(response, 'Orders', intent, { actions: [loginAction] }), focus: { ...focus, intent } };
    }
    const list = await customerOrders(customer);
    if (!list) return { answer: said(`${general}`, 'FAQ', intent), focus: { ...focus, intent } };
    if (list.length === 0) {
      return { answer: said(`I cannot find any orders on your account. ${general}`, 'Orders', intent), focus: { ...focus, intent } };
    }
    const asked = focus.pending?.kind === 'whichOrder' ? focus.pending : undefined;
    const named = orderNamed(message, list, asked !== undefined);
    const listText = listed(list.slice(0, 3));
    if (named === 'unknown') {
      const response = `I cannot find that order number on your account. Your latest orders: ${listText}.`;
      return { answer: said(response, 'Orders', intent), focus: { ...focus, intent } };
    }
    // After "Which one do you mean?", only the orders offered are candidates.
    const among = asked?.orderIds ? list.filter((item) => asked.orderIds?.includes(item.id)) : list;
    // "The second one", "no, the other one": among the orders just offered, or the latest, apart from the one in focus.
    const pointed = named
      ? undefined
      : pointedAt(
          message,
          among.slice(0, 3).map((item) => item.id),
          focus.orderId,
        );
    const products = await catalogProducts();
    // "I ordered this" on a product's page: the orders holding the product in view.
    const inView = products.find((product) => product.id === focus.page && product.id === focus.productId);
    const reference = named
      ? undefined
      : pointed
        ? { described: '', orders: among.filter((item) => pointed.includes(item.id)) }
        : (referredOrders(askedAfterBut(message), among, products, findProducts) ??
          (inView ? referredOrders(inView.productName, among, products, findProducts) : undefined));
    if (reference?.orders.length === 0) {
      const response = `None of your orders ${reference.described}. Your latest orders: ${listText}.`;
      return { answer: said(response, 'Orders', intent), focus: { ...focus, intent, pending: undefined } };
    }
    const referred = reference?.orders.length === 1 ? reference.orders[0] : undefined;
    const order =
      named ??
      referred ??
      (reference ? undefined : (list.find((item) => item.id === focus.orderId) ?? (list.length === 1 ? list[0] : undefined)));
    // "Have you refunded me for anything?": with none named, whether any order has a refund.
    if (!order && !reference && intent === 'track_refund' && !list.some((item) => item.refund)) {
      const response = `No refund has been made on any of your orders. ${knowledge.refundTiming}`;
      return { answer: said(response, 'Orders', intent), focus: { ...focus, intent, pending: undefined } };
    }
    // "Which of my orders can I still cancel?": the ones that have not left the warehouse.
    if (!order && !reference && intent === 'cancel_order' && whichPattern.test(message)) {
      const open = list.filter(isCancellable);
      const [only] = open;
      const response =
        open.length === 0
          ? `None of your orders can be cancelled now: each has left our warehouse. Your latest orders: ${listText}. You can return an item within ${RETURNS_DAYS} days of delivery instead.`
          : open.length === 1 && only
            ? `Only your ${orderName(only)} can still be cancelled: it has not left our warehouse. Say "cancel it" and I will ask you to confirm.`
            : `These have not left our warehouse, so they can still be cancelled: ${listed(open)}. Which one shall I cancel?`;
      return {
        answer: said(response, 'Orders', intent, { suggestions: open.map((item) => `Order #${item.number}`) }),
        focus: {
          ...focus,
          intent,
          ...(only && open.length === 1 ? { orderId: only.id } : {}),
          pending: open.length > 1 ? { kind: 'whichOrder', intent, orderIds: open.map((item) => item.id) } : undefined,
        },
      };
    }
    // "And the other two?" after where one order is: where each of those is.
    if (!order && intent === 'track_order' && pointed && reference && reference.orders.length > 1) {
      const response = reference.orders.map((item) => orderStatusText(item)).join('\n\n');
      return {
        answer: said(response, 'Orders', intent, { actions: reference.orders.map(orderAction) }),
        focus: { ...focus, intent, pending: undefined },
      };
    }
    if (!order) {
      const choices = reference?.orders ?? list.slice(0, 3);
      const response = reference
        ? `${choices.length} of your orders match: ${listed(choices)}. Which one do you mean?`
        : `You have ${list.length} orders. Which one do you mean? Your latest: ${listText}.`;
      return {
        answer: said(response, 'Orders', intent, { suggestions: choices.map((item) => `Order #${item.number}`) }),
        focus: {
          ...focus,
          intent,
          pending: { kind: 'whichOrder', intent, orderIds: choices.map((item) => item.id) },
        },
      };
    }
    const actions = [orderAction(order)];
    const nextFocus: Focus = { ...focus, intent, orderId: order.id, pending: undefined };
    const status = orderStatusText(order);
    switch (intent) {
      case 'cancel_order': {
        if (isCancellable(order) && orders?.cancel) {
          const question = `Cancel ${orderName(order).replace(/^order/, 'order')}? Nothing is cancelled until you answer Yes.`;
          return {
            answer: said(question.charAt(0).toUpperCase() + question.slice(1), 'Orders', intent, { actions, suggestions: [YES, NO] }),
            focus: { ...nextFocus, pending: { kind: 'cancel', orderId: order.id } },
          };
        }
        const response = isCancellable(order)
          ? `${status} It has not left our warehouse, so it can be cancelled free of charge: open the order's page and choose Cancel, or ${knowledge.contact}.`
          : `${status} It can no longer be cancelled. ${order.status === 'shipped' || order.status === 'delivered' ? `You can return it instead: ${knowledge.returns}` : ''}`.trim();
        return { answer: said(response, 'Orders', intent, { actions }), focus: nextFocus };
      }
      case 'track_refund': {
        const response = order.refund ? status : `${status} No refund has been made for it. ${knowledge.refundTiming}`;
        return { answer: said(response, 'Orders', intent, { actions }), focus: nextFocus };
      }
      case 'track_order': {
        const placed = whenPlacedPattern.test(message) ? ` You placed it on ${placedOn(order)}.` : '';
        return { answer: said(`${status}${placed} ${knowledge.delivery}`, 'Orders', intent, { actions }), focus: nextFocus };
      }
      case 'change_order':
      case 'change_shipping_address': {
        // What can be changed before dispatch cannot be after it.
        if (isCancellable(order)) break;
        const after =
          order.status === 'delivered' ? `You can return it instead: ${knowledge.returns}` : `If something is wrong, ${knowledge.contact}.`;
        const response = `${status} It has already left our warehouse, so it can no longer be changed. ${after}`;
        return { answer: said(response, 'Orders', intent, { actions }), focus: nextFocus };
      }
    }
    return { answer: said(`About your ${orderName(order)}: ${general}`, 'Orders', intent, { actions }), focus: nextFocus };
  }

  return { answerOrder, returnStep, namesAnOrder, orderInQuestion };
}
