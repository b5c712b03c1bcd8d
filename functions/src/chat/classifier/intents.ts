// The intents the chatbot recognises: the customer-support ids of the public data set the bot is judged on,
// plus the shop's own questions and small talk. Where a shop question is the same question as a support
// intent (contact details, the money-back policy) it uses the support id, so both readings agree.

export const SUPPORT_INTENTS = [
  'cancel_order',
  'change_order',
  'change_shipping_address',
  'check_cancellation_fee',
  'check_invoice',
  'check_payment_methods',
  'check_refund_policy',
  'complaint',
  'contact_customer_service',
  'contact_human_agent',
  'create_account',
  'delete_account',
  'delivery_options',
  'delivery_period',
  'edit_account',
  'get_invoice',
  'get_refund',
  'newsletter_subscription',
  'payment_issue',
  'place_order',
  'recover_password',
  'registration_problems',
  'review',
  'set_up_shipping_address',
  'switch_account',
  'track_order',
  'track_refund',
] as const;

export const CATALOG_INTENTS = [
  'product_price',
  'product_availability',
  'product_category',
  'product_best_rated',
  'product_cheapest',
  'product_budget',
] as const;

export const SHOP_INTENTS = ['shipping_cost', 'returns_policy', 'secure_payment', 'support_hours', 'store_location'] as const;

export const SMALL_TALK_INTENTS = ['greeting', 'thanks', 'goodbye', 'who_are_you'] as const;

/** Trained like an intent so that unrelated questions have somewhere to go; answered by the fallback. */
export const OUT_OF_SCOPE = 'out_of_scope';

export const INTENTS = [...SUPPORT_INTENTS, ...CATALOG_INTENTS, ...SHOP_INTENTS, ...SMALL_TALK_INTENTS, OUT_OF_SCOPE] as const;

export type SupportIntent = (typeof SUPPORT_INTENTS)[number];
export type CatalogIntent = (typeof CATALOG_INTENTS)[number];
export type ShopIntent = (typeof SHOP_INTENTS)[number];
export type SmallTalkIntent = (typeof SMALL_TALK_INTENTS)[number];
export type IntentId = (typeof INTENTS)[number];

/**
 * The support intent each shop question is a narrower reading of. The answer stays the shop's own ("Returns
 * are free within 30 days..."); the intent an answer reports is the support id, the one the public
 * customer-support taxonomy names, so a client reading intents in that taxonomy reads them right.
 */
const SUPPORT_READING: Readonly<Record<ShopIntent, SupportIntent>> = {
  shipping_cost: 'delivery_options',
  returns_policy: 'check_refund_policy',
  secure_payment: 'check_payment_methods',
  support_hours: 'contact_customer_service',
  store_location: 'contact_customer_service',
};

/** The intent an answer reports: a shop question's support id, any other intent (or none) as it is. */
export function reportedIntent<T extends string | null>(intent: T): T | SupportIntent {
  return intent !== null && Object.hasOwn(SUPPORT_READING, intent) ? SUPPORT_READING[intent as ShopIntent] : intent;
}

const catalogIntents: ReadonlySet<string> = new Set(CATALOG_INTENTS);
const smallTalkIntents: ReadonlySet<string> = new Set(SMALL_TALK_INTENTS);

export function isCatalogIntent(intent: IntentId): intent is CatalogIntent {
  return catalogIntents.has(intent);
}

export function isSmallTalkIntent(intent: IntentId): intent is SmallTalkIntent {
  return smallTalkIntents.has(intent);
}
