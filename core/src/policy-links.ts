// What links to the policies from every page and from the home page, without the pages' text
// (core/src/policies.ts, which loads with the policy page): the slugs, the titles and the home page's
// service highlights.
import { MONEY_BACK_DAYS, RETURNS_DAYS } from './constants.ts';

export const POLICY_SLUGS = ['delivery', 'returns', 'refunds', 'privacy', 'terms'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export const policyTitles = {
  delivery: 'Delivery',
  returns: 'Returns',
  refunds: 'Refunds',
  privacy: 'Privacy',
  terms: 'Terms',
} as const satisfies Record<PolicySlug, string>;

/** The home page's four service highlights, each leading to the policy behind it. */
export const serviceHighlights = [
  { title: 'Free Shipping', text: 'Free delivery on every order, with no minimum spend.', policy: 'delivery' },
  { title: 'Easy Returns', text: `Return any item within ${RETURNS_DAYS} days of delivery.`, policy: 'returns' },
  { title: 'Secure Payment', text: 'Card payments are encrypted end to end.', policy: 'terms' },
  { title: 'Money Back Guarantee', text: `Your money back within ${MONEY_BACK_DAYS} days if you are not happy.`, policy: 'refunds' },
] as const satisfies readonly { title: string; text: string; policy: PolicySlug }[];
