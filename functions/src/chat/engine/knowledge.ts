// The shop's facts as the chatbot words them, all taken from the one knowledge source the site uses
// (constants, the policy module's service highlights, shop info), so the bot and the home page never disagree.
import { CATEGORIES, CHATBOT_NAME, SHIPPING_PENCE, SHOP_NAME, type Category } from '@shop/core/constants';
import { formatPence } from '@shop/core/money';
import { serviceHighlights } from '@shop/core/policies';
import { serviceTerms, shopInfo } from '@shop/core/shop-info';

type HighlightTitle = (typeof serviceHighlights)[number]['title'];

export type Noun = { one: string; many: string };

/** How a category reads in a sentence. Keyed by Category so that a new category cannot be forgotten here. */
export const categoryNames: Record<Category, Noun> = {
  sofa: { one: 'sofa', many: 'sofas' },
  mobile: { one: 'mobile phone', many: 'mobile phones' },
  chair: { one: 'chair', many: 'chairs' },
  watch: { one: 'watch', many: 'watches' },
  wireless: { one: 'wireless audio product', many: 'wireless audio products' },
};

export const anyProduct: Noun = { one: 'product', many: 'products' };

export const categoryList = listOf(CATEGORIES.map((category) => categoryNames[category].many));

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A home-page highlight as a sentence: its title, then its text. */
function highlight(title: HighlightTitle): string {
  return `${title}: ${serviceHighlights.find((item) => item.title === title)?.text ?? ''}`;
}

export const knowledge = {
  shopName: SHOP_NAME,
  botName: CHATBOT_NAME,
  shipping: `${highlight('Free Shipping')} Shipping at checkout: ${formatPence(SHIPPING_PENCE)}.`,
  returns: highlight('Easy Returns'),
  moneyBack: highlight('Money Back Guarantee'),
  securePayment: `${highlight('Secure Payment')} We never see or store your full card number: the card payment provider handles it.`,
  supportHours: `Our customer support team is available ${shopInfo.supportDays}, ${shopInfo.supportHours} (UK time).`,
  /** Ends without a full stop, to close a sentence that leads to it. */
  contact: `email ${shopInfo.email} or call ${shopInfo.phone} (${shopInfo.supportDays}, ${shopInfo.supportHours})`,
  storeLocation: `${SHOP_NAME} is based at ${shopInfo.address}.`,
  cutOff: `Orders placed before ${shopInfo.shippingCutOff} on a working day (Monday to Friday) are dispatched the same day; later orders leave on the next working day.`,
  delivery: `Most orders arrive within ${serviceTerms.deliveryWorkingDays} working days of dispatch; sofas and chairs travel by two-person courier and take up to ${serviceTerms.largeItemDeliveryWorkingDays} working days.`,
  cancelRefund: `Whatever you paid for it goes back in full to the card you paid with, and reaches it within ${serviceTerms.refundOnCardWorkingDays} working days.`,
  refundTiming: `Refunds are issued within ${serviceTerms.refundIssuedWorkingDays} working days of us receiving your return and reach your card within ${serviceTerms.refundOnCardWorkingDays} working days after that.`,
  paymentMethods: `We accept ${serviceTerms.paymentMethods}, paid by card at checkout.`,
  complaintAnswer: `Every complaint is read by a person and answered within ${serviceTerms.complaintAnswerWorkingDays} working days.`,
  accountDeletion: `We delete your account and personal data within ${serviceTerms.accountDeletionDays} days.`,
  website: shopInfo.website,
} as const;
