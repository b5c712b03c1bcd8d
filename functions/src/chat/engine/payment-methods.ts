// Whether a payment method the customer names is one the shop takes: the card brands its terms list, by
// name or nickname ("amex"); a well-known method the terms do not list is said not to be taken.
import { serviceTerms } from '@shop/core/shop-info';
import { namesMoneyOwed } from './unasked-money.ts';

const BRANDS: [string, RegExp][] = [
  ['Visa', /\bvisa\b/i],
  ['Mastercard', /\bmaster ?card\b/i],
  ['American Express', /\bamerican express\b|\bamex\b/i],
];
const OTHERS: [string, RegExp][] = [
  ['PayPal', /\bpay ?pal\b/i],
  ['Apple Pay', /\bapple ?pay\b/i],
  ['Google Pay', /\bgoogle ?pay\b/i],
  ['Klarna', /\bklarna\b/i],
  ['Clearpay', /\bclear ?pay\b|\bafter ?pay\b/i],
  ['cash', /\bcash\b/i],
  ['bank transfer', /\bbank transfers?\b|\bbacs\b|\bwire transfers?\b/i],
  ['cheques', /\bcheques?\b/i],
  ['cryptocurrency', /\bcrypto(?:currency)?\b|\bbitcoin\b/i],
  ['gift cards', /\bgift ?cards?\b/i],
  [
    'payment in instalments (buy now, pay later)',
    /\binstal?l?ments?\b|\bbuy[- ]now[- ,]+pay[- ]later\b|\bbnpl\b|\bpay (?:monthly|later|in (?:parts|chunks|stages))\b|\bspread (?:the|out the) (?:cost|payments?)\b|\bfinance (?:option|plan|deal)s?\b/i,
  ],
];
/** Trouble with a payment, not a question of which methods: "my Visa was declined". */
const problemPattern =
  /\b(?:declin\w*|fail\w*|reject\w*|refus\w*|error|charged|won'?t|does ?n[o']t|did ?n[o']t|not (?:work|go|accept)\w*|keeps?)\b/i;

/**
 * Whether a message asks about paying by a method it names ("do you take Amex?", "can I spread the cost?"); money
 * coming back names the card it goes to, not a way to pay ("when will the refund show up on my Visa?").
 */
export const asksAboutNamedMethod = (message: string): boolean =>
  [...BRANDS, ...OTHERS].some(([, pattern]) => pattern.test(message)) && !problemPattern.test(message) && !namesMoneyOwed(message);

/** "Yes, we accept American Express." or "Sorry, we do not accept PayPal.", when the message names a method. */
export function namedPaymentMethod(message: string): string | undefined {
  const accepted = BRANDS.find(([name, pattern]) => pattern.test(message) && serviceTerms.paymentMethods.includes(name));
  if (accepted) return `Yes, we accept ${accepted[0]}.`;
  const other = [...BRANDS, ...OTHERS].find(([, pattern]) => pattern.test(message));
  return other ? `Sorry, we do not accept ${other[0]}.` : undefined;
}
