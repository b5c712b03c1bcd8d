// The shop's policies, one source for the policy pages, the home page's service highlights, the product
// page's delivery estimate, the checkout's list of countries and the chatbot: delivery, returns, refunds,
// privacy and terms.
import { MONEY_BACK_DAYS, RETURNS_DAYS, SHOP_NAME, type Category } from './constants.ts';
import { policyTitles, type PolicySlug } from './policy-links.ts';
import { serviceTerms, shopInfo } from './shop-info.ts';

/** Where we deliver; shipping is free to each of them. */
export const DELIVERY_COUNTRIES = [
  'United Kingdom',
  'Ireland',
  'France',
  'Germany',
  'Netherlands',
  'Spain',
  'Italy',
  'United States',
  'Canada',
  'Australia',
] as const;

/** Working days from dispatch to the door. Large items travel by two-person courier and take longer. */
export const deliveryTerms = {
  workingDays: { min: serviceTerms.deliveryWorkingDaysMin, max: serviceTerms.deliveryWorkingDaysMax },
  largeItemWorkingDays: { min: serviceTerms.deliveryWorkingDaysMin, max: serviceTerms.largeItemDeliveryWorkingDays },
  largeItemCategories: ['sofa', 'chair'] as readonly Category[],
  /** Orders placed before this hour (UK time) on a working day leave the same day. */
  cutOffHour: 17,
} as const;

/** Where returned items go: the address the returns slip and the acceptance email give. */
export const returnsTerms = { days: RETURNS_DAYS, address: `${SHOP_NAME} Returns, ${shopInfo.address}` } as const;
export const refundTerms = {
  days: MONEY_BACK_DAYS,
  issuedWorkingDays: serviceTerms.refundIssuedWorkingDays,
  onCardWorkingDays: serviceTerms.refundOnCardWorkingDays,
} as const;

export { POLICY_SLUGS, serviceHighlights, type PolicySlug } from './policy-links.ts';

const isWorkingDay = (day: Date) => day.getUTCDay() !== 0 && day.getUTCDay() !== 6;

function addWorkingDays(from: Date, count: number): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  for (let added = 0; added < count;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkingDay(day)) added += 1;
  }
  return day;
}

/** The day an order placed at `orderedAt` leaves: today before the cut-off on a working day, else the next working day. */
export function dispatchDay(orderedAt: Date): Date {
  const today = new Date(Date.UTC(orderedAt.getUTCFullYear(), orderedAt.getUTCMonth(), orderedAt.getUTCDate()));
  return isWorkingDay(today) && orderedAt.getUTCHours() < deliveryTerms.cutOffHour ? today : addWorkingDays(today, 1);
}

/** The first and last day a product of `category` ordered at `orderedAt` is expected at the door (UK time taken as UTC). */
export function deliveryEstimate(category: Category, orderedAt: Date): { earliest: Date; latest: Date } {
  const window = deliveryTerms.largeItemCategories.includes(category) ? deliveryTerms.largeItemWorkingDays : deliveryTerms.workingDays;
  const dispatched = dispatchDay(orderedAt);
  return { earliest: addWorkingDays(dispatched, window.min), latest: addWorkingDays(dispatched, window.max) };
}

export type PolicyPage = {
  slug: PolicySlug;
  title: string;
  /** One sentence: the page's meta description and its link text in lists. */
  summary: string;
  sections: { heading: string; paragraphs: string[] }[];
};

/** "United Kingdom, Ireland, ... and Australia": for the policy page and the chatbot. */
export const deliveryCountryList = `${DELIVERY_COUNTRIES.slice(0, -1).join(', ')} and ${DELIVERY_COUNTRIES.at(-1)}`;
const contact = `email ${shopInfo.email} or call ${shopInfo.phone} (${shopInfo.supportDays}, ${shopInfo.supportHours})`;

export const policyPages: Record<PolicySlug, PolicyPage> = {
  delivery: {
    slug: 'delivery',
    title: policyTitles.delivery,
    summary: `Free delivery on every ${SHOP_NAME} order, with no minimum spend, to ${DELIVERY_COUNTRIES.length} countries.`,
    sections: [
      {
        heading: 'What it costs',
        paragraphs: ['Delivery is free on every order, with no minimum spend. The total you see at checkout is the total you pay.'],
      },
      {
        heading: 'How long it takes',
        paragraphs: [
          `Orders placed before ${shopInfo.shippingCutOff} on a working day (Monday to Friday) are dispatched the same day; later orders leave on the next working day.`,
          `Most orders arrive within ${deliveryTerms.workingDays.min} to ${deliveryTerms.workingDays.max} working days of dispatch. Sofas and chairs travel by two-person courier and take up to ${deliveryTerms.largeItemWorkingDays.max} working days.`,
          'Each product page shows the dates your order can expect.',
        ],
      },
      { heading: 'Where we deliver', paragraphs: [`We deliver to ${deliveryCountryList}.`] },
      {
        heading: 'Following your order',
        paragraphs: ['Your orders page shows where each order is. We email you when it is dispatched and when it is delivered.'],
      },
    ],
  },
  returns: {
    slug: 'returns',
    title: policyTitles.returns,
    summary: `Return any ${SHOP_NAME} item within ${returnsTerms.days} days of delivery, free of charge.`,
    sections: [
      {
        heading: `${returnsTerms.days} days to change your mind`,
        paragraphs: [
          `You can return any item within ${returnsTerms.days} days of delivery, for any reason. Returns are free.`,
          'Items should come back unused, in their original packaging where possible.',
        ],
      },
      {
        heading: 'How to return an item',
        paragraphs: [
          'Open the order on your orders page, choose the items and how many of each, and say why; or ask our assistant in the chat. We email you at once that we have your request.',
          `Once we accept the return, we email you, and its returns slip is on the order page: print it, put it in the parcel with the items and send them to ${returnsTerms.address}. If we cannot accept a return, we tell you why.`,
          `Sofas and chairs are collected from your door: ${contact} to book a day.`,
        ],
      },
      {
        heading: 'What happens next',
        paragraphs: ['We email you when the items arrive, and refund them as our refund policy describes.'],
      },
    ],
  },
  refunds: {
    slug: 'refunds',
    title: policyTitles.refunds,
    summary: `Your money back within ${refundTerms.days} days if you are not happy with a ${SHOP_NAME} order.`,
    sections: [
      {
        heading: 'Money back guarantee',
        paragraphs: [`If you are not happy with an order, you get your money back within ${refundTerms.days} days.`],
      },
      {
        heading: 'When the money arrives',
        paragraphs: [
          `Refunds are issued within ${refundTerms.issuedWorkingDays} working days of us receiving your return and reach your card within ${refundTerms.onCardWorkingDays} working days after that.`,
          'The refund goes back to the card you paid with, for the full price you paid, delivery included.',
        ],
      },
      { heading: 'Questions', paragraphs: [`For anything about a refund, ${contact}.`] },
    ],
  },
  privacy: {
    slug: 'privacy',
    title: policyTitles.privacy,
    summary: `What ${SHOP_NAME} keeps about you, why, and how to have it deleted.`,
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Your account: your name, email address, picture and a secure hash of your password (never the password itself).',
          'Your orders: what you bought and the billing details you gave at checkout. Card numbers go to the payment provider and are never stored by us.',
          'The chat: the messages you send our assistant and the ratings you give its replies, to improve its answers.',
        ],
      },
      {
        heading: 'What your browser keeps',
        paragraphs: [
          'Your cart and the products you viewed recently are kept in your browser only. A cookie keeps you logged in; we use no advertising or tracking cookies.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Download a copy of your data at any time from Settings ("Download my data"): your account, orders, reviews and chats with our assistant, as one file.',
          `Delete your account yourself in Settings ("Delete my account"): your account, picture and chats go at once; your orders stay for our accounts without your name, email, phone or address, and your reviews stay under "A former customer". Or ask us: ${contact}, and we delete it within ${serviceTerms.accountDeletionDays} days.`,
        ],
      },
    ],
  },
  terms: {
    slug: 'terms',
    title: policyTitles.terms,
    summary: `The terms of sale for ${SHOP_NAME} orders: prices, payment, delivery, returns and refunds.`,
    sections: [
      {
        heading: 'Prices and payment',
        paragraphs: [
          'Prices are in pounds sterling and include VAT. Delivery is free.',
          `We accept ${serviceTerms.paymentMethods}. Card payments are encrypted end to end and handled by the payment provider.`,
        ],
      },
      {
        heading: 'Your order',
        paragraphs: [
          'An order is accepted once its payment succeeds; the order page and the confirmation email show what you bought and what you paid.',
          'Delivery, returns and refunds follow the policies on this site, which form part of these terms.',
        ],
      },
      {
        heading: 'Who we are',
        paragraphs: [`${SHOP_NAME}, ${shopInfo.address}. ${contact[0]?.toUpperCase()}${contact.slice(1)}.`],
      },
    ],
  },
};
