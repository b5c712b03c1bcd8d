// Replaces the values inside a message (amounts, order and invoice numbers, dates, places, names, the
// double-curly placeholders of templated text) by one stable word per kind. "refund £12 for #10234" and
// "refund {{Refund Amount}} for {{Order Number}}" then read the same to the classifier, which learns from
// the kind of value a customer gives, never from the value itself.
import { PRODUCT_TOKEN } from './normalize.ts';

export const ENTITY_TOKENS = {
  order: 'ordernumber',
  invoice: 'invoicenumber',
  tracking: 'trackingnumber',
  money: 'moneyamount',
  date: 'somedate',
  time: 'sometime',
  place: 'someplace',
  person: 'personname',
  accountType: 'accounttype',
  product: 'productname',
  email: 'emailaddress',
  phone: 'phonenumber',
  link: 'weblink',
  number: 'somenumber',
  value: 'somevalue',
} as const;

/** Every word that stands for a value; features treat them as whole words, never as letters. */
export const ENTITY_WORDS: ReadonlySet<string> = new Set(Object.values(ENTITY_TOKENS));

/** Placeholder names (lower case, letters only) of templated text, by the kind of value they hold. */
const PLACEHOLDER_KINDS: Readonly<Record<string, string>> = {
  ordernumber: ENTITY_TOKENS.order,
  orderid: ENTITY_TOKENS.order,
  purchasenumber: ENTITY_TOKENS.order,
  invoicenumber: ENTITY_TOKENS.invoice,
  invoiceid: ENTITY_TOKENS.invoice,
  billnumber: ENTITY_TOKENS.invoice,
  trackingnumber: ENTITY_TOKENS.tracking,
  moneyamount: ENTITY_TOKENS.money,
  refundamount: ENTITY_TOKENS.money,
  currencysymbol: ENTITY_TOKENS.money,
  amount: ENTITY_TOKENS.money,
  price: ENTITY_TOKENS.money,
  date: ENTITY_TOKENS.date,
  daterange: ENTITY_TOKENS.date,
  deliverydate: ENTITY_TOKENS.date,
  orderdate: ENTITY_TOKENS.date,
  deliverycity: ENTITY_TOKENS.place,
  deliverycountry: ENTITY_TOKENS.place,
  city: ENTITY_TOKENS.place,
  country: ENTITY_TOKENS.place,
  personname: ENTITY_TOKENS.person,
  name: ENTITY_TOKENS.person,
  clientname: ENTITY_TOKENS.person,
  clientfirstname: ENTITY_TOKENS.person,
  clientlastname: ENTITY_TOKENS.person,
  firstname: ENTITY_TOKENS.person,
  lastname: ENTITY_TOKENS.person,
  customername: ENTITY_TOKENS.person,
  salutation: ENTITY_TOKENS.person,
  accounttype: ENTITY_TOKENS.accountType,
  accountcategory: ENTITY_TOKENS.accountType,
  product: ENTITY_TOKENS.product,
  productname: ENTITY_TOKENS.product,
  email: ENTITY_TOKENS.email,
  emailaddress: ENTITY_TOKENS.email,
  phonenumber: ENTITY_TOKENS.phone,
  websiteurl: ENTITY_TOKENS.link,
};

/**
 * The kind of a placeholder not listed above, by the words in its name: "{{Customer Support Phone Number}}" is
 * a phone number, "{{Online Order Interaction}}" some value, not the word "order".
 */
const PLACEHOLDER_KEYWORDS: readonly [RegExp, string][] = [
  [/invoice|bill|receipt/, ENTITY_TOKENS.invoice],
  [/tracking/, ENTITY_TOKENS.tracking],
  [/order.*(?:number|id|ref)|(?:number|id|ref).*order/, ENTITY_TOKENS.order],
  [/phone|mobile/, ENTITY_TOKENS.phone],
  [/email/, ENTITY_TOKENS.email],
  [/amount|price|cost|fee|total|currency|sum/, ENTITY_TOKENS.money],
  [/date|day|month|year/, ENTITY_TOKENS.date],
  [/time|hour/, ENTITY_TOKENS.time],
  [/city|country|address|place|location|region|town|postcode|zip/, ENTITY_TOKENS.place],
  [/name|salutation/, ENTITY_TOKENS.person],
  [/url|website|link|portal|site|page/, ENTITY_TOKENS.link],
  [/account/, ENTITY_TOKENS.accountType],
  [/product|item/, ENTITY_TOKENS.product],
  [/number|code|id$/, ENTITY_TOKENS.number],
];

function placeholderKind(name: string): string {
  const plain = name.toLowerCase().replace(/[^a-z]/g, '');
  return PLACEHOLDER_KINDS[plain] ?? PLACEHOLDER_KEYWORDS.find(([pattern]) => pattern.test(plain))?.[1] ?? ENTITY_TOKENS.value;
}

// Places customers name when asking where we deliver or where they moved. Towns that are also ordinary
// words (Reading, Bath, Nice) and those in our product names (Windsor, Kensington) are left out.
const PLACES = `
  united kingdom, great britain, northern ireland, republic of ireland, united states, the states,
  new zealand, south africa, hong kong, isle of man, channel islands, czech republic, new york,
  los angeles, milton keynes, uk, britain, england, scotland, wales, ireland, eire, france, germany,
  spain, italy, portugal, netherlands, holland, belgium, luxembourg, switzerland, austria, poland,
  czechia, slovakia, hungary, romania, bulgaria, greece, croatia, slovenia, serbia, denmark, sweden,
  norway, finland, iceland, estonia, latvia, lithuania, malta, cyprus, usa, america, canada, mexico,
  brazil, argentina, australia, japan, china, india, singapore, nigeria, egypt, uae, dubai, israel,
  russia, ukraine, europe, guernsey, london, manchester, birmingham, leeds, liverpool, glasgow,
  edinburgh, cardiff, belfast, bristol, sheffield, newcastle, nottingham, leicester, coventry, brighton,
  southampton, portsmouth, plymouth, oxford, cambridge, york, aberdeen, dundee, inverness, swansea,
  norwich, exeter, bradford, wolverhampton, sunderland, luton, dublin, cork, galway, limerick, paris,
  berlin, madrid, barcelona, rome, milan, amsterdam, brussels, vienna, prague, warsaw, krakow, lisbon,
  stockholm, oslo, copenhagen, helsinki, athens, zurich, geneva, munich, chicago, toronto, sydney,
  melbourne, tokyo
`
  .split(',')
  .map((place) => place.trim());

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY = '\\d{1,2}(?:st|nd|rd|th)?';
const CURRENCY_WORDS = '(?:pounds?|quid|euros?|dollars?|bucks|gbp|eur|usd|pence|p)';

/** In order: a value is replaced once, by the first pattern that finds it. */
const VALUE_PATTERNS: readonly [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ENTITY_TOKENS.email],
  [/\b(?:https?:\/\/|www\.)\S+/gi, ENTITY_TOKENS.link],
  [/(?:[£€$]|\b(?:gbp|eur|usd)\s*)\s*\d[\d,]*(?:\.\d+)?k?/gi, ENTITY_TOKENS.money],
  [new RegExp(`\\b\\d[\\d,]*(?:\\.\\d+)?\\s*${CURRENCY_WORDS}\\b`, 'gi'), ENTITY_TOKENS.money],
  [/\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g, ENTITY_TOKENS.date],
  [new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH}\\b(?:,?\\s+\\d{4})?`, 'gi'), ENTITY_TOKENS.date],
  [new RegExp(`\\b${MONTH}\\s+${DAY}\\b(?:,?\\s+\\d{4})?`, 'gi'), ENTITY_TOKENS.date],
  [/\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b/gi, ENTITY_TOKENS.time],
  [/(?:\+\d{1,3}[\s-]?|\b0)\d(?:[\s-]?\d){8,11}\b/g, ENTITY_TOKENS.phone],
];

const ID = '#?\\s*[a-z]{0,4}-?\\d[a-z0-9-]{2,}';
const NAMED_IDS: readonly [RegExp, string][] = [
  [new RegExp(`\\b((?:invoice|bill|receipt)s?)\\s*(?:no\\.?|number|num|nr|id|ref)?\\s*[:#]?\\s*${ID}`, 'gi'), ENTITY_TOKENS.invoice],
  [/\binv-?\d{3,}\b/gi, ENTITY_TOKENS.invoice],
  [new RegExp(`\\b(tracking)\\s*(?:no\\.?|number|code|id|ref)?\\s*[:#]?\\s*${ID}`, 'gi'), ENTITY_TOKENS.tracking],
  [
    /\b((?:order|purchase|parcel|package|shipment|reference|ref)s?)\s*(?:no\.?|number|num|nr|id)?\s*[:#]?\s*\d{3,}\b/gi,
    ENTITY_TOKENS.order,
  ],
];
const ORDER_IDS: readonly RegExp[] = [/#\s*[a-z]{0,4}-?\d+/gi, /\b[a-z]{2,4}-?\d{3,}\b/gi, /\b\d{5,}\b/g];

const repeatedValuePattern = new RegExp(`\\b(${[...ENTITY_WORDS].join('|')})(?:\\s+\\1\\b)+`, 'g');
const placePattern = new RegExp(`\\b(?:${PLACES.map((place) => place.replace(/ /g, '\\s+')).join('|')})\\b`, 'gi');

export function maskEntities(text: string): string {
  let masked = text
    .replaceAll(PRODUCT_TOKEN, ` ${ENTITY_TOKENS.product} `)
    .replace(/\{\{([^{}]*)\}\}/g, (_token, name: string) => ` ${placeholderKind(name)} `);
  for (const [pattern, token] of VALUE_PATTERNS) masked = masked.replace(pattern, ` ${token} `);
  for (const [pattern, token] of NAMED_IDS) {
    // The word naming the number ("invoice", "order") stays; a pattern without one passes the offset here.
    masked = masked.replace(pattern, (_match: string, word: unknown) => (typeof word === 'string' ? ` ${word} ${token} ` : ` ${token} `));
  }
  for (const pattern of ORDER_IDS) masked = masked.replace(pattern, ` ${ENTITY_TOKENS.order} `);
  masked = masked.replace(placePattern, ` ${ENTITY_TOKENS.place} `).replace(/\d+(?:[.,]\d+)*/g, ` ${ENTITY_TOKENS.number} `);
  // "{{Currency Symbol}}{{Money Amount}}" is one amount, not two.
  return masked.replace(repeatedValuePattern, '$1');
}
