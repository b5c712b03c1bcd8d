// Fills the double-curly-brace tokens of chatbot replies with fixed sample values before display
// (docs/spec.md, Validation rules and Business constants). Token names follow the customer-support data set the replies are styled on.
import { formatPence } from './money.ts';
import { shopInfo } from './shop-info.ts';
import { whenFirstUsed } from './when-first-used.ts';

const REFUND_AMOUNT_PENCE = 30000;
const MONEY_AMOUNT_PENCE = 100000;

const dateFormat = whenFirstUsed(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }));

/** The sample value of each token, keyed by its name folded to lower case without spaces. */
function sampleValues(now: Date): ReadonlyMap<string, string> {
  const firstOfMonth = new Date(now.getFullYear(), now.getMonth(), 1);
  const lastOfMonth = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  const values: Record<string, string> = {
    'Order Number': '#MM-104582',
    'Tracking Number': 'TRK-7741-2290-GB',
    'Invoice Number': 'INV-2024-00318',
    'Account Type': 'Premium',
    'Account Category': 'Personal',
    'Account Change': 'account upgrade',
    'Upgrade Account': 'Premium',
    'Online Order Interaction': 'Order History',
    'Online Payment Interaction': 'Payment Methods',
    'Online Navigation Step': 'Account > Settings',
    'Online Customer Support Channel': 'live chat',
    'Online Company Portal Info': `the ${shopInfo.website.replace(/^https?:\/\//, '')} website`,
    Profile: 'My Profile',
    'Profile Type': 'Customer',
    Settings: 'Settings',
    'Order Tracking': 'Track Order',
    Date: dateFormat().format(now),
    'Date Range': `${dateFormat().format(firstOfMonth)} to ${dateFormat().format(lastOfMonth)}`,
    'Shipping Cut-off Time': shopInfo.shippingCutOff,
    'Delivery City': shopInfo.city,
    'Delivery Country': shopInfo.country,
    Salutation: 'Mr',
    'Client First Name': 'Alex',
    'Client Last Name': 'Morgan',
    'Person Name': 'Alex Morgan',
    'Customer Support Phone Number': shopInfo.phone,
    'Customer Support Email': shopInfo.email,
    'Customer Support Hours': shopInfo.supportHours,
    'Customer Support Working Days': shopInfo.supportDays,
    'Live Chat Support': 'the chat window on every page',
    'Website URL': shopInfo.website,
    Program: 'Multimart Rewards',
    'Refund Amount': formatPence(REFUND_AMOUNT_PENCE),
    'Money Amount': formatPence(MONEY_AMOUNT_PENCE),
    'Currency Symbol': '£',
    'Store Location': shopInfo.address,
  };
  return new Map(Object.entries(values).map(([token, value]) => [foldToken(token), value]));
}

function foldToken(token: string): string {
  return token.toLowerCase().replace(/\s+/g, '');
}

export function fillPlaceholders(text: string, now: Date): string {
  const values = sampleValues(now);
  // An unknown token still reads as words rather than as raw template syntax.
  return text.replace(/\{\{([^{}]*)\}\}/g, (_token, name: string) => values.get(foldToken(name)) ?? name.trim());
}
