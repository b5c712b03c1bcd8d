// The shop's emails: plain text and a simple HTML version of the same words, signed with the shop's name
// and contact details (core's shopInfo, the same the footer shows).
import { addressLine, deliveryOf } from '@shop/core/addresses';
import { includesVat } from '@shop/core/checkout-texts';
import { SHOP_NAME } from '@shop/core/constants';
import { discountMessages } from '@shop/core/discounts/rules';
import { formatPence } from '@shop/core/money';
import { asOneLine } from '@shop/core/one-line';
import { refundedSoFar } from '@shop/core/orders/refunds';
import type { OrderReturn } from '@shop/core/orders/returns';
import { returnsTerms } from '@shop/core/policies';
import { lineName } from '@shop/core/variant-choice';
import type { Order } from '@shop/core/orders';
import { shopInfo } from '@shop/core/shop-info';
import type { EmailJob } from '../outbox/index.ts';

type Draft = { to: string; subject: string; reference: string; greeting: string; paragraphs: string[]; lines?: string[] };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const signature = [
  `${SHOP_NAME}`,
  shopInfo.address,
  `${shopInfo.email} · ${shopInfo.phone} (${shopInfo.supportDays}, ${shopInfo.supportHours})`,
];

// The greeting, subject and order lines carry names, which stay one line whatever an older row holds.
function compose({ to, subject: anySubject, reference, greeting: anyGreeting, paragraphs, lines: anyLines = [] }: Draft): EmailJob {
  const [subject, greeting, lines] = [asOneLine(anySubject), asOneLine(anyGreeting), anyLines.map(asOneLine)];
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(lines.length ? [...lines, ''] : []),
    '--',
    ...signature,
  ].join('\n');
  const html = [
    `<!doctype html><html><body style="font-family:sans-serif;color:#222;max-width:560px">`,
    `<h1 style="font-size:20px">${escapeHtml(SHOP_NAME)}</h1>`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    lines.length ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '',
    `<hr><p style="font-size:13px;color:#555">${signature.map(escapeHtml).join('<br>')}</p>`,
    `</body></html>`,
  ].join('');
  return { to, subject, text, html, reference };
}

const greet = (order: Order) => `Hello ${order.billing.name},`;
/** Where the order goes and to whom: its delivery address, or its billing address. */
const deliveryTo = (order: Order) => {
  const { address } = deliveryOf(order);
  return asOneLine(`Delivery to: ${address.name}, ${addressLine(address)}.`);
};
const itemLines = (order: Order) => [
  ...order.items.map((item) => `${item.quantity} × ${lineName(item.productName, item.variantLabel)}: ${formatPence(item.totalPrice)}`),
  ...(order.discountCode ? [discountMessages.orderLine(order.discountCode, order.discount)] : []),
  `Delivery: ${formatPence(order.shipping)}`,
  `Total: ${formatPence(order.total)}`,
  includesVat(order.total, order.vatRatePercent),
];

export function orderConfirmationEmail(to: string, order: Order): EmailJob {
  return compose({
    to,
    subject: `${SHOP_NAME} order #${order.number} confirmed`,
    reference: `order-${order.number}-confirmation`,
    greeting: greet(order),
    paragraphs: [
      `Thank you for your order #${order.number}. We have received your payment of ${formatPence(order.total)} and will let you know when it ships.`,
      deliveryTo(order),
    ],
    lines: itemLines(order),
  });
}

export function orderShippedEmail(to: string, order: Order, carrier: string, trackingNumber: string): EmailJob {
  return compose({
    to,
    subject: `${SHOP_NAME} order #${order.number} has shipped`,
    reference: `order-${order.number}-shipped`,
    greeting: greet(order),
    paragraphs: [`Your order #${order.number} is on its way with ${carrier}.`, `Tracking number: ${trackingNumber}`, deliveryTo(order)],
    lines: itemLines(order),
  });
}

/** What a cancel pays back: only the money not already refunded on part of the order, and what was. */
function refundSentences(order: Order): string[] {
  const earlier = refundedSoFar(order);
  return [
    ...(order.refund ? [`We are refunding ${formatPence(order.refund.amount)} to the card you paid with.`] : []),
    ...(earlier > 0 ? [`${formatPence(earlier)} was refunded earlier.`] : []),
  ];
}

export function orderCancelledEmail(to: string, order: Order): EmailJob {
  return compose({
    to,
    subject: `${SHOP_NAME} order #${order.number} cancelled`,
    reference: `order-${order.number}-cancelled`,
    greeting: greet(order),
    paragraphs: [`Your order #${order.number} has been cancelled.`, ...refundSentences(order)],
  });
}

/** A return's items as the emails list them: "1 × Sofa (Oatmeal)". */
const returnLines = (order: Order, lines: OrderReturn['lines']) =>
  lines.flatMap(({ lineId, quantity }) => {
    const item = order.items.find((candidate) => candidate.id === lineId);
    return item ? [`${quantity} × ${lineName(item.productName, item.variantLabel)}`] : [];
  });

const returnDraft = (to: string, order: Order, ret: OrderReturn, step: string, paragraphs: string[]) =>
  compose({
    to,
    subject: `${SHOP_NAME} return ${ret.number} for order #${order.number} ${step}`,
    reference: `order-${order.number}-return-${ret.number}-${step}`,
    greeting: greet(order),
    paragraphs,
    lines: returnLines(order, ret.lines),
  });

/** Sent as soon as the customer asks for a return: the request is in, nothing is to be sent yet. */
export function returnRequestedEmail(to: string, order: Order, ret: OrderReturn): EmailJob {
  return returnDraft(to, order, ret, 'requested', [
    `We have your request to return these items from order #${order.number} (return ${ret.number}).`,
    `Reason: ${ret.reason}`,
    "We will email you when we accept it; the returns slip to print and put in the parcel is then on your order's page. Please wait for that email before sending anything.",
  ]);
}

/** The return is accepted: the slip is valid now, and says where to send the items. */
/** `orderLink`: the order's page, which offers the slip once logged in (the slip's own address refuses a reader who is not). */
export function returnAcceptedEmail(to: string, order: Order, ret: OrderReturn, orderLink: string): EmailJob {
  return returnDraft(to, order, ret, 'accepted', [
    `We have accepted your return ${ret.number} for order #${order.number}.`,
    `Download its returns slip from your order's page: ${orderLink}`,
    `Print it, put it in the parcel with the items and send them to ${returnsTerms.address}.`,
    'We will email you when they arrive, and refund you then.',
  ]);
}

export function returnDeclinedEmail(to: string, order: Order, ret: OrderReturn): EmailJob {
  return returnDraft(to, order, ret, 'declined', [
    `We cannot accept your return ${ret.number} for order #${order.number}.`,
    `Reason: ${ret.declineReason ?? ''}`,
    `If you have a question about it, contact us at ${shopInfo.email}.`,
  ]);
}

export function returnReceivedEmail(to: string, order: Order, ret: OrderReturn): EmailJob {
  return returnDraft(to, order, ret, 'received', [
    `We have received the items of your return ${ret.number} for order #${order.number}.`,
    'We refund them shortly, and email you the amount when we do.',
  ]);
}

export function orderRefundedEmail(to: string, order: Order): EmailJob {
  return compose({
    to,
    subject: `${SHOP_NAME} refund for order #${order.number}`,
    reference: `order-${order.number}-refunded`,
    greeting: greet(order),
    paragraphs: [
      `We have refunded ${formatPence(order.refund?.amount ?? order.total)} for order #${order.number} to the card you paid with.`,
    ],
  });
}

/** An admin's refund of part or all of the order, with the amount and why. */
export function partRefundEmail(to: string, order: Order, refund: { id: string; amount: number; reason: string }): EmailJob {
  return compose({
    to,
    subject: `${SHOP_NAME} refund of ${formatPence(refund.amount)} for order #${order.number}`,
    reference: `order-${order.number}-refund-${refund.id}`,
    greeting: greet(order),
    paragraphs: [
      `We have refunded ${formatPence(refund.amount)} for order #${order.number} to the card you paid with.`,
      `Reason: ${refund.reason}`,
      'It usually shows on your statement within 5 to 10 working days.',
    ],
  });
}

/** Told whenever the password changes in Settings: someone who did not do it knows at once to reset it. */
export function passwordChangedEmail(to: string, displayName: string, resetLink: string): EmailJob {
  return compose({
    to,
    subject: `Your ${SHOP_NAME} password was changed`,
    reference: 'password-changed',
    greeting: `Hello ${displayName},`,
    paragraphs: [
      `The password of your ${SHOP_NAME} account was changed just now, and your other devices were logged out.`,
      `If it was not you, choose a new password at once: ${resetLink}`,
    ],
  });
}

export function passwordResetEmail(to: string, displayName: string, link: string): EmailJob {
  return compose({
    to,
    subject: `Reset your ${SHOP_NAME} password`,
    reference: 'password-reset',
    greeting: `Hello ${displayName},`,
    paragraphs: [
      `Someone asked to reset the password of your ${SHOP_NAME} account. Open this link within 1 hour to choose a new one:`,
      link,
      'If it was not you, ignore this email: your password stays as it is.',
    ],
  });
}

/** Sent to the address an account asks to move to: only whoever reads it can make the change. */
export function emailChangeLinkEmail(to: string, displayName: string, link: string): EmailJob {
  return compose({
    to,
    subject: `Confirm your new ${SHOP_NAME} email`,
    reference: 'email-change-link',
    greeting: `Hello ${displayName},`,
    paragraphs: [
      `You asked to use this address for your ${SHOP_NAME} account. Open this link within 24 hours to confirm it:`,
      link,
      'If it was not you, ignore this email: the account keeps its current address.',
    ],
  });
}

/** Sent to the account's current address when a change to `newEmail` is asked for, so the owner hears of it before it happens. */
export function emailChangeRequestedEmail(to: string, displayName: string, newEmail: string, resetLink: string): EmailJob {
  return compose({
    to,
    subject: `A change of your ${SHOP_NAME} email was asked for`,
    reference: 'email-change-requested',
    greeting: `Hello ${displayName},`,
    paragraphs: [
      `Someone logged in to your ${SHOP_NAME} account with its password asked to change its email to ${newEmail}. It changes only once the link we sent there is opened.`,
      `If it was not you, your password is known to someone else: choose a new one at once: ${resetLink}`,
    ],
  });
}

/** Sent to the account's former address once the change is done: the last email that address gets about the account. */
export function emailChangedEmail(to: string, displayName: string, newEmail: string): EmailJob {
  return compose({
    to,
    subject: `Your ${SHOP_NAME} email was changed`,
    reference: 'email-changed',
    greeting: `Hello ${displayName},`,
    paragraphs: [
      `The email of your ${SHOP_NAME} account is now ${newEmail}: log in with it from now on. This address gets no more emails about the account, and your other devices were logged out.`,
      `If it was not you, contact us at once at ${shopInfo.email}.`,
    ],
  });
}

export function backInStockEmail(to: string, productName: string, link: string): EmailJob {
  return compose({
    to,
    subject: `Back in stock at ${SHOP_NAME}: ${productName}`,
    reference: 'back-in-stock',
    greeting: 'Hello,',
    paragraphs: [
      `${productName} is back in stock. You asked us to tell you, so this is the only email we send about it:`,
      link,
      'Units are not held for anyone, so it may sell out again.',
    ],
  });
}

/** A person's reply to a support ticket, for a customer who was not in the chat to read it. */
export function supportReplyEmail({
  to,
  name,
  ticketNumber,
  text,
  link,
}: {
  to: string;
  name: string | null;
  ticketNumber: number;
  text: string;
  link: string;
}): EmailJob {
  return compose({
    to,
    subject: `${SHOP_NAME}: a reply to your ticket #${ticketNumber}`,
    reference: `ticket-${ticketNumber}-reply`,
    greeting: name ? `Hello ${name},` : 'Hello,',
    paragraphs: [
      `A person of our support team has replied to your ticket #${ticketNumber}:`,
      text,
      'To read the conversation and answer, open the chat on our shop:',
      link,
    ],
  });
}
