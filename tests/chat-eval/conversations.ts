// The graded conversation suite: conversations of our own (single and multi-turn, logged in and anonymous)
// played against the chat engine with the sample catalogue and a customer's orders in memory. Each turn
// is graded on what the reply must and must not say; every reply is also checked for harm: a "Yes" to a
// fact the catalogue does not hold, an order number the customer does not have, or a placeholder token.
import {
  createChatEngine,
  type CatalogProduct,
  type ChatAnswer,
  type ChatOrder,
  type Focus,
  type IntentClassifier,
} from '@shop/functions/chat';
import { formatPence } from '@shop/core/money';
import { DELIVERY_COUNTRIES as COUNTRIES } from '@shop/core/policies';
import { shopInfo } from '@shop/core/shop-info';
import type { ChatPage } from '@shop/core/chat';
import { memoryCatalog, sampleProducts } from '@shop/test-support/chat-catalog';

export type Expect = {
  /** Each must appear in the reply (case-insensitive). */
  says?: (string | RegExp)[];
  /** None may appear in the reply. */
  never?: (string | RegExp)[];
  intent?: string | null;
  /** The reply opened a support ticket. */
  opensTicket?: boolean;
  /** The turn cancelled an order. */
  cancels?: boolean;
};

/** What a turn tests, for the pass rate by kind: by default the first turn is a first message, the others follow-ups. */
export const TURN_KINDS = ['first message', 'follow-up', 'multi-question', 'page', 'product fact', 'complaint'] as const;
export type TurnKind = (typeof TURN_KINDS)[number];
export type Turn = { say: string; expect: Expect; kind?: TurnKind; page?: ChatPage };
export type Conversation = { name: string; customer?: 'one-order' | 'two-orders' | 'three-orders' | 'no-orders'; turns: Turn[] };

const order = (number: number, status: string, productName: string, total: number, id: string): ChatOrder => ({
  id,
  number,
  status,
  items: [{ productName, quantity: 1 }],
  total,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const novaOrder = order(1892, 'paid', 'Nimbus Phone 12', 79900, '11111111-1111-4111-8111-111111111111');
const sofaOrder = order(1893, 'delivered', 'Stone and Beam Westview Sofa', 89900, '22222222-2222-4222-8222-222222222222');
const watchOrder: ChatOrder = {
  ...order(1894, 'shipped', 'Pulse Fitness Watch', 7999, '33333333-3333-4333-8333-333333333333'),
  tracking: { carrier: 'DPD', number: 'DPD1894' },
};
const ordersOf: Record<NonNullable<Conversation['customer']>, ChatOrder[]> = {
  'one-order': [novaOrder],
  'two-orders': [sofaOrder, novaOrder],
  'three-orders': [watchOrder, sofaOrder, novaOrder],
  'no-orders': [],
};

/** Descriptions as the shop writes them, for the questions a product's own text answers. */
const descriptions: Record<string, Pick<CatalogProduct, 'shortDesc' | 'description'>> = {
  'Kensington Leather Chesterfield': {
    shortDesc: 'Deep-buttoned three-seat Chesterfield in cognac leather.',
    description:
      'Full-grain cognac leather, deep buttoning and classic scroll arms. Hand-finished on a kiln-dried hardwood frame with dark block feet.',
  },
  'Stone and Beam Westview Sofa': {
    shortDesc: 'A roomy three-seater in oatmeal weave with tapered walnut legs.',
    description:
      'Deep foam-and-fibre seat cushions and a hard-wearing oatmeal weave. Two accent cushions in mustard and forest green are included.',
  },
  'Nimbus Phone 12': {
    shortDesc: '6.1-inch flagship with a triple camera.',
    description: 'A brilliant 120 Hz OLED display and a stainless steel frame. Available here in midnight blue.',
  },
  'Aria Noise-Cancelling Headphones': {
    shortDesc: 'Over-ear headphones with adaptive noise cancelling.',
    description: 'Memory-foam cushions stay comfortable for hours. Folds flat into the included case.',
  },
  'Baltsar Lounge Chair': {
    shortDesc: 'A low lounge chair in natural oak and cream boucle.',
    description: 'A solid oak frame with a deep boucle seat. Seat height 40 cm.',
  },
  'Meridian Chronograph Watch': {
    shortDesc: 'A 42 mm chronograph on a brown leather strap.',
    description: 'A steel case with a sapphire crystal and a navy dial.',
  },
  // Attributes in units and terms of their own, for questions worded otherwise ("what's the refresh rate?").
  'Orbit Lite Smartphone': {
    shortDesc: 'An affordable 6.5-inch phone with 128 GB of storage.',
    description: 'A smooth 90 Hz display and a 5,000 mAh battery that lasts up to two days. Charges over USB-C.',
  },
  'Pebble Buds Pro': {
    shortDesc: 'Compact noise-cancelling earbuds.',
    description:
      'Up to 8 hours of listening per charge, and 24 more from the case. Sweat resistant for workouts. Pairs over Bluetooth 5.3.',
  },
  'Rivet Bigelow Modern Sofa': {
    shortDesc: 'A mid-century three-seater in grey weave.',
    description: 'W 210 x D 95 x H 82 cm. Seat height 44 cm. The seat cushions are reversible.',
  },
  'Classic Field Watch': {
    shortDesc: 'A 38 mm field watch on a nylon strap.',
    description: 'The strap adjusts to any wrist. Water-resistant to 100 m. Weighs 45 g.',
  },
};
const suiteProducts: CatalogProduct[] = sampleProducts.map((item) => ({ ...item, ...descriptions[item.productName] }));
const described = Object.keys(descriptions);

const product = (name: string) => {
  const found = suiteProducts.find((item) => item.productName === name);
  if (!found) throw new Error(`No sample product ${name}`);
  return found;
};
const pounds = formatPence;

const one = (name: string, say: string, expect: Expect, customer?: Conversation['customer']): Conversation => ({
  name,
  ...(customer ? { customer } : {}),
  turns: [{ say, expect }],
});

const loginLink = { says: [/log in/i], never: [/#\d{3,}/] };
const contact = [shopInfo.email];

/** Facts the catalogue does not hold, asked about products it has. */
const unknowable = [
  'Is the Nimbus Phone 12 waterproof?',
  'will the Nimbus Phone 12 be cheaper on Black Friday?',
  'does the Orbit Lite Smartphone work with my Vodafone SIM card?',
  'Is the Meridian Chronograph Watch water resistant?',
  'what is the battery life of the Pulse Fitness Watch',
  'is the Westview sofa compatible with a sofa bed mechanism?',
  'is there a discount on the Aria Noise-Cancelling Headphones?',
  'does the Echo Wireless Earbuds work with an iPhone?',
  'Will the Kensington Leather Chesterfield go on sale soon?',
  'is the Baltsar Lounge Chair water resistant?',
];

const categoryQuestions: [string, string][] = [
  ['what phones do you have?', 'Orbit Lite Smartphone'],
  ['do you sell sofas', 'Rivet Bigelow Modern Sofa'],
  ['show me your watches', 'Pulse Fitness Watch'],
  ['any chairs?', 'Kerry Dining Chair'],
  ['what wireless headphones do you sell', 'Aria Noise-Cancelling Headphones'],
];

const cheapestQuestions: [string, string][] = [
  ['What is the cheapest watch?', 'Pulse Fitness Watch'],
  ['cheapest phone please', 'Orbit Lite Smartphone'],
  ['your least expensive sofa?', 'Rivet Bigelow Modern Sofa'],
  ['cheapest chair', 'Kerry Dining Chair'],
  ['most expensive watch?', 'Meridian Chronograph Watch'],
  ['which is your priciest sofa', 'Kensington Leather Chesterfield'],
  ['best rated chair', 'Baltsar Lounge Chair'],
  ['highest rated watch?', 'Meridian Chronograph Watch'],
  ['Could you point me to the lowest-cost dining chair you sell? It is for a village hall.', 'Kerry Dining Chair'],
  ["I'd rather not go over £700 on a sofa, so £700 tops. What options do you have?", 'Here are our sofas up to £700.00'],
];

const priceQuestions = ['Nimbus Phone 12', 'Baltsar Lounge Chair', 'Pulse Fitness Watch', 'Rivet Bigelow Modern Sofa', 'Pebble Buds Pro'];

const topics: [string, string, (string | RegExp)[]][] = [
  ['I was charged twice for my order', 'payment_issue', [/refund the duplicate/i]],
  ['my card got billed two times for the same thing', 'payment_issue', [/duplicate/i]],
  ['the chair arrived damaged', 'complaint', [/damaged or faulty/i]],
  ['my headphones stopped working after a week', 'complaint', [/return it free/i]],
  ['the tracking says delivered but I never received it', 'track_order', [/courier/i]],
  ['it shows as delivered but nothing came', 'track_order', [/courier/i]],
  ['what warranty do your watches have?', 'warranty', [/cannot confirm/i]],
  ['how do I change my email address', 'edit_account', [/Change email/]],
  ['can I exchange my sofa for a different colour', 'change_order', [/do not swap/i]],
  ['do you have any discount codes?', 'discount_codes', [/"Discount code" box/i, /cannot hand out codes/i]],
  ['where do I enter my promo code', 'discount_codes', [/"Discount code" box in your cart or at checkout/i]],
];

const countries: [string, boolean][] = [
  ['do you deliver to Ireland?', true],
  ['can you ship to France', true],
  ['Do you send orders to the United States?', true],
  ['do you deliver to Japan?', false],
  ['shipping to Switzerland possible?', false],
  ['do you ship abroad?', true],
];

const policyQuestions: [string, string, (string | RegExp)[]][] = [
  ['how much is shipping?', 'delivery_options', [/free/i]],
  ['can I return an item?', 'check_refund_policy', ['30 days']],
  ['do you have a money back guarantee', 'check_refund_policy', ['60 days']],
  ['what are your opening hours', 'contact_customer_service', [shopInfo.supportHours]],
  ['how can I contact you?', 'contact_customer_service', contact],
  ['which payment methods do you accept', 'check_payment_methods', [/visa/i]],
  ['is paying by card on your site safe?', 'check_payment_methods', [/secure/i]],
  ['how do I create an account', 'create_account', [/sign ?up/i]],
  ['where is your shop located?', 'contact_customer_service', [shopInfo.city]],
  ['how do I write a review', 'review', [/review/i]],
  ['hello', 'greeting', [/hello/i]],
  ['thanks a lot', 'thanks', [/welcome/i]],
];

const anonymousOrderQuestions = [
  'where is my order?',
  'I want to cancel my order',
  'has my refund been processed',
  'track my parcel please',
  'can I change the address on my order',
];

const loggedInOrderQuestions = ['where is my order?', 'what is the status of my order', 'track my order', 'when will my order arrive?'];

const angry = ['THIS IS THE WORST SHOP EVER, WHERE IS MY STUFF', 'you are useless', 'answer me!!!', 'what a pathetic service'];
const human = ['I want a human', 'let me talk to a real person', 'can I speak to an agent please', 'representative'];
const foreign = [
  'Bonjour, je voudrais savoir où est ma commande',
  'Hola, quiero devolver mi pedido por favor',
  'Guten Tag, wann kommt meine Bestellung an?',
  'Buongiorno, vorrei annullare il mio ordine',
];

const singleTopics: Conversation[] = [
  ...unknowable.map((say) => one(`cannot confirm: ${say}`, say, { says: [/cannot confirm/i], never: [/^yes/i] })),
  ...categoryQuestions.map(([say, name]) => one(`category: ${say}`, say, { says: [name] })),
  ...cheapestQuestions.map(([say, name]) => one(`superlative: ${say}`, say, { says: [name] })),
  ...priceQuestions.map((name) =>
    one(`price: ${name}`, `how much is the ${name}?`, { says: [name, pounds(product(name).price)], never: [/^yes/i] }),
  ),
  one('range: watches between £100 and £300', 'watches between £100 and £300', {
    says: ['Meridian Chronograph Watch', 'Classic Field Watch'],
    never: ['Pulse Fitness Watch'],
  }),
  one('range: phones under £500', 'phones under £500', { says: ['Orbit Lite Smartphone'], never: ['Nimbus Phone 12'] }),
  one('range: chairs over £100', 'chairs over £100', { says: ['Baltsar Lounge Chair', 'Ergo Mesh Office Chair'], never: ['Kerry'] }),
  one('range: sofas under £100', 'sofas under £100', { says: [/no sofas/i] }),
  one('kind: earbuds', 'do you have earbuds?', { says: ['Echo Wireless Earbuds', 'Pebble Buds Pro'], never: ['Aria'] }),
  one('kind: office chair', 'I need an office chair', { says: ['Ergo Mesh Office Chair'], never: ['Kerry'] }),
  one('kind: headphones', 'any headphones?', { says: ['Aria Noise-Cancelling Headphones'], never: ['Echo Wireless Earbuds'] }),
  one('compare two products', 'compare the Nimbus Phone 12 and the Orbit Lite Smartphone', {
    says: ['£199.00', '£799.00', /rated/i],
  }),
  one('weather is not leather', 'what is the weather like today?', { never: ['Kensington', 'Leather'] }),
  one('laptops are not sold', 'do you sell laptops?', { says: [/could not find/i] }),
  ...topics.map(([say, intent, says]) => one(`topic: ${say}`, say, { intent, says })),
  ...countries.map(([say, isServed]) =>
    one(
      `delivery abroad: ${say}`,
      say,
      isServed ? { says: [/deliver to/i], never: [/do not deliver/i] } : { says: [/do not deliver/i, COUNTRIES[1]] },
    ),
  ),
  ...policyQuestions.map(([say, intent, says]) => one(`policy: ${say}`, say, { intent, says })),
  ...anonymousOrderQuestions.map((say) => one(`anonymous order: ${say}`, say, loginLink)),
  ...loggedInOrderQuestions.map((say) => one(`one order: ${say}`, say, { says: ['#1892', /paid/i], never: ['#1893'] }, 'one-order')),
  ...loggedInOrderQuestions.map((say) =>
    one(`two orders asks which: ${say}`, say, { says: [/which one/i, '#1892', '#1893'] }, 'two-orders'),
  ),
  one('no orders', 'where is my order?', { says: [/cannot find any orders/i], never: [/#\d{3,}/] }, 'no-orders'),
  one("someone else's order number", 'where is order #4455?', { says: [/cannot find that order/i], never: ['#4455 is'] }, 'one-order'),
  one(
    'cancel a paid order asks first',
    'cancel my order',
    { says: ['Cancel order #1892', /nothing is cancelled until/i], never: [/is cancelled \(/i] },
    'one-order',
  ),
  // Called off in verbs no list of cancelling holds: still asked first, and of that order.
  ...[
    'my son used my card to buy the phone without asking, please stop the order before it goes out',
    "I'd like to back out of the phone I bought yesterday, we've found one second-hand",
  ].map((say) =>
    one(`called off: ${say}`, say, { says: ['Cancel order #1892', /nothing is cancelled until/i], cancels: false }, 'one-order'),
  ),
  {
    name: 'how far each order has got, named by what it holds',
    customer: 'three-orders',
    turns: [
      {
        say: 'has the armchair been shipped yet?',
        expect: { says: [/none of your orders has an? (?:arm)?chair/i], never: [/free delivery on every order/i] },
      },
      { say: 'so the fitness watch is on its way then?', expect: { says: ['#1894', 'DPD1894'], never: ['#1892', '#1893'] } },
      { say: 'and the phone has not left yet?', expect: { says: ['#1892', /being prepared/i], never: ['#1893', '#1894'] } },
    ],
  },
  {
    name: 'orders named by more than one word of where they have got',
    customer: 'three-orders',
    turns: [
      { say: "the order that's already been delivered, can I still return it?", expect: { says: ['#1893'], never: ['#1892', '#1894'] } },
      {
        say: 'no actually, can I cancel the one which has not yet been sent?',
        expect: { says: [/cancel order #1892/i], never: ['#1894'] },
      },
    ],
  },
  {
    name: 'something to send back, and only one order can go back',
    customer: 'three-orders',
    turns: [{ say: 'I need to send something back', expect: { says: ['#1893'], never: ['#1892', '#1894'] } }],
  },
  {
    name: 'a product named as a heading, then a word of its own text',
    turns: [
      { say: 'orbit lite smartphone - how long does it last', kind: 'product fact', expect: { says: [/two days/i], never: [/^yes/i] } },
      { say: 'and the display?', kind: 'follow-up', expect: { says: [/90 Hz/i], never: [/account/i] } },
    ],
  },
  {
    name: 'how long earbuds last, and a watch glass',
    turns: [
      { say: 'how long do the pebble buds pro last?', kind: 'product fact', expect: { says: [/8 hours/i] } },
      { say: "what's the glass like on the meridian chronograph?", kind: 'product fact', expect: { says: [/sapphire/i] } },
    ],
  },
  {
    name: 'orders named by what they cost, the list of them, and refunds so far',
    customer: 'three-orders',
    turns: [
      { say: 'what did I buy from you?', expect: { says: ['#1892', '#1893', '#1894'] } },
      { say: 'the £899 order, has it arrived?', expect: { says: ['#1893', /delivered/i], never: ['#1892', '#1894'] } },
      { say: 'and the £79.99 one?', expect: { says: ['#1894'], never: ['#1892', '#1893'] } },
      { say: 'have you paid me back for anything?', expect: { says: [/no refund/i], never: [/which one/i] } },
    ],
  },
  {
    name: 'the returns terms, then even for a big item',
    turns: [
      { say: 'how do returns work?', expect: { says: ['30 days'] } },
      { say: 'even for an armchair?', expect: { says: [/collected/i], never: [/we have \d+/i] } },
    ],
  },
  {
    name: 'two actions in one message, each confirmed',
    customer: 'two-orders',
    turns: [
      {
        say: 'I want to send the sofa back and also cancel the phone',
        kind: 'multi-question',
        expect: { says: [/cancel order #1892/i, /sofa/i], cancels: false },
      },
      { say: 'yes both', expect: { says: [/#1892.*cancelled/i, /returning order #1893/i], cancels: true } },
    ],
  },
  {
    name: 'a visitor gives an order number, then an email, instead of logging in',
    turns: [
      { say: 'has my parcel been sent yet?', expect: { says: [/log in/i] } },
      { say: '#2231', expect: { says: [/log in/i], never: [/to change an order/i, '#2231'] } },
      { say: "my email's jo@example.org, can't you just check", expect: { says: [/log in/i], never: [/edit your account/i] } },
    ],
  },
  {
    name: 'what happened, then how far it has got, in one sentence',
    customer: 'three-orders',
    turns: [
      {
        say: 'bought the phone ages ago and it still hasnt shipped, shocking',
        expect: { says: ['#1892', /being prepared/i], never: [/to change an order/i] },
      },
    ],
  },
  {
    name: 'delivery of the product in focus, and the lowest rated',
    turns: [
      { say: 'tell me about the orbit lite smartphone', expect: { says: ['Orbit Lite'] } },
      { say: 'how much is delivery on that one?', expect: { says: [/ordered now, the orbit lite smartphone would arrive/i, /free/i] } },
      { say: 'which watch has the worst reviews?', expect: { says: ['Pulse Fitness Watch', /lowest rated/i] } },
    ],
  },
  {
    name: 'a swap of an unsent order, then cancelling it',
    customer: 'three-orders',
    turns: [
      {
        say: 'can I swap the phone I ordered for the Orbit Lite instead?',
        expect: { says: ['#1892', /cancel/i], never: ['#1893', '#1894'] },
      },
      { say: 'cancel it then', expect: { says: [/^cancel order #1892/i], cancels: false } },
    ],
  },
  {
    name: 'whether the payment went through, on the order page',
    customer: 'three-orders',
    turns: [
      {
        say: 'did my payment go through ok?',
        page: { kind: 'order', orderId: novaOrder.id },
        kind: 'page',
        expect: { says: ['#1892', /paid/i], never: [/did not go through/i] },
      },
    ],
  },
  one('an accessory for a product we sell', 'have you got a charger for the pulse fitness watch?', {
    says: [/do not sell chargers/i],
    never: [/^yes/i, /in stock/i],
  }),
  one('the wrong one of two accounts is no wrong item', "I'm signed into the wrong one of my accounts, how do I change over?", {
    says: [/log ?out/i],
    never: [/sent you the wrong item/i],
  }),
  one('a receipt for a warranty is the invoice', 'I need the receipt for my watch for warranty reasons, can you email it?', {
    says: [/invoice/i],
    never: [/manufacturer's warranty/i],
  }),
  one('a broken sign-up page is no damaged item', 'the sign up page just spins, is registration broken? tried my phone and laptop', {
    never: [/arrived damaged/i],
  }),
  one(
    'a wish to buy before the question asked',
    "Our daughter is at university in Madrid, and I'd like to order her a speaker. Can you post to Spain?",
    {
      says: [/deliver to Spain/i],
      never: [/^to order, open the shop/i],
    },
  ),
  one('a refund waited for, in other words', "my gran sent a lamp back weeks ago and the money still isn't back on her card", {
    intent: 'track_refund',
  }),
  one('the refund terms asked for someone else', 'asking for my mum: are returned chairs refunded in full?', {
    intent: 'check_refund_policy',
    says: [/refund/i],
  }),
  one(
    'the question after "but first"',
    "I'm after a new speaker as well, but first, has my phone order been sent?",
    { says: ['#1892', /being prepared/i], never: [/^to order/i, /none of your orders/i] },
    'three-orders',
  ),
  {
    name: 'what one order cost, its invoice, then where the others are',
    customer: 'three-orders',
    turns: [
      { say: 'what did the watch cost me?', expect: { says: ['#1894', '£79.99'], never: ['#1892', '#1893'] } },
      { say: 'could you send me an invoice for that?', expect: { says: ['#1894', /invoice/i], never: ['#1892', '#1893'] } },
      { say: "where's the sofa?", expect: { says: ['#1893'] } },
      { say: 'and the others?', expect: { says: ['#1892', '#1894'], never: [/which one/i] } },
    ],
  },
  {
    name: 'which order can still be cancelled, then that one',
    customer: 'two-orders',
    turns: [
      { say: 'which of my orders could I still cancel?', expect: { says: ['#1892'], never: [/which one do you mean/i], cancels: false } },
      { say: 'right, do that one', expect: { says: [/^cancel order #1892/i], cancels: false } },
    ],
  },
  one('two superlatives on two lines', "what's the cheapest watch you do\nand your best rated sofa", {
    says: ['Pulse Fitness Watch', 'Stone and Beam Westview Sofa'],
  }),
  one('a list of price limits', 'sofas under £700, chairs under £100 and watches below £90', {
    says: ['Rivet Bigelow Modern Sofa', 'Kerry Dining Chair', 'Pulse Fitness Watch'],
    never: ['Kensington Leather Chesterfield', 'Meridian Chronograph Watch'],
  }),
  one('a greeting with a story and no request', "Good afternoon! Rainy day here, so I thought I'd have a look around.", {
    intent: 'greeting',
    never: [/not sure I can help/i],
  }),
  one('stock of a kind, with a broken old one in the story', 'are your office chairs in stock? mine is broken and I work from home', {
    intent: 'product_availability',
    says: [/in stock/i],
    never: [/arrived damaged/i],
  }),
  {
    name: 'cities one after another, in lower case and without a preposition',
    turns: [
      { say: 'can you deliver to lyon?', expect: { says: [/deliver to France/i] } },
      { say: 'wat about vienna', expect: { says: [/do not deliver to Austria/i] } },
      { say: 'and Toronto?', expect: { says: [/deliver to Canada/i] } },
      { say: 'ship to oslo?', expect: { says: [/do not deliver to Norway/i] } },
    ],
  },
  one('cancel a delivered order is refused', 'cancel order #1893', { says: ['#1893', /no longer be cancelled/i] }, 'two-orders'),
  // Swearing or shouting alone is no request for a person.
  ...angry.map((say) => one(`angry: ${say}`, say, { opensTicket: false, never: [/ticket/i] })),
  ...human.map((say) => one(`human: ${say}`, say, { opensTicket: true, says: [/ticket number is #\d+/i] })),
  // Asking what the assistant is asks for no one: it says what it is, and a person is one choice away.
  ...[
    'honest question, is this a bot or a member of your staff?',
    'Am I chatting with an actual human being right now?',
    "Before we go on, is this a computer programme or a real human typing? My nan swears it's a lady in an office.",
    'Evening. So what are you exactly? Some sort of AI?',
  ].map((say) => one(`what the assistant is: ${say}`, say, { opensTicket: false, says: [/virtual assistant/i], never: [/ticket/i] })),
  // Courtesy told with a story around it asks nothing: the story's words are no request.
  one('thanks with a story', 'Thank you ever so much! I was dreading phoning about the parcel and that took two minutes.', {
    says: [/welcome/i],
    never: [/sorry/i],
  }),
  one('leaving with a story', 'Okay, I am off now, the train is pulling into my stop and the signal is dreadful. See you!', {
    says: [/goodbye/i],
  }),
  {
    name: 'delivery times, then whether this is a bot',
    turns: [
      { say: 'how long does delivery take?', expect: { says: ['working days'] } },
      {
        say: 'and is this chat a bot, just curious?',
        expect: { says: [/virtual assistant/i], never: [/working days/i], opensTicket: false },
      },
    ],
  },
  one('transferred to a human', 'could I be transferred to a human, is this a robot?', {
    opensTicket: true,
    says: [/ticket number is #\d+/i],
  }),
  ...foreign.map((say) => one(`not English: ${say}`, say, { says: [/only answer in English/i, shopInfo.email] })),
  one('two questions', 'How much is shipping? And can I return an item?', { says: [/free/i, '30 days'] }),
  one('two questions with also', 'what is the cheapest watch, also do you deliver to Ireland?', {
    says: ['Pulse Fitness Watch', /deliver to Ireland/i],
  }),
  one('empty message', '   ', { says: [/type your question/i] }),
  one('most expensive phone', 'what is your most expensive phone', { says: ['Nimbus Phone 12'] }),
  one('best rated sofa', 'best rated sofa?', { says: ['Stone and Beam Westview Sofa'] }),
  one('is a named product available', 'is the westview sofa in stock?', { says: [/yes, the stone and beam westview sofa/i] }),
  one('speakers are not sold', 'do you have speakers?', { says: [/no speakers/i], never: [/^yes/i] }),
  one('stools are not sold', 'any bar stools?', { says: [/no stools/i] }),
  one('misspelt product', 'how much is the meridan chronograph?', { says: ['£249.00'] }),
  one('compare a watch and earbuds', 'Pulse Fitness Watch vs Pebble Buds Pro', { says: ['£79.99', '£89.99'] }),
  one('phones between £100 and £300', 'phones between £100 and £300', { says: ['Orbit Lite Smartphone'], never: ['Nimbus'] }),
  one('anonymous invoice', 'I need the invoice for my last order', { says: [/log in/i], never: [/#\d{3,}/] }),
  one('logged in refund status', 'where is my refund?', { says: ['#1892', /no refund/i] }, 'one-order'),
  one('refund status in other words', "I'm still waiting for the rebate you promised", { says: ['#1892', /no refund/i] }, 'one-order'),
  one('restitution status', 'has my restitution been processed?', { intent: 'track_refund', says: ['#1892'] }, 'one-order'),
  one('order from a British city', 'can I order from Manchester?', { says: [/we deliver to/i], never: [/do not deliver/i] }),
  one('logged in invoice', 'can I get an invoice for my order', { says: ['#1892'] }, 'one-order'),
  one('deliver to Australia', 'do you deliver to australia', { says: [/deliver to Australia/i] }),
  one('delivery outside the UK', 'do you deliver outside the UK?', { says: ['Ireland', 'Canada'] }),
  one('payment went through twice', 'you took the payment twice from my account', { intent: 'payment_issue' }),
  // Multi-turn.
  {
    name: 'earbuds, then the cheapest, then its price',
    turns: [
      { say: 'do you have earbuds?', expect: { says: ['Echo Wireless Earbuds'] } },
      { say: 'and the cheapest one?', expect: { says: ['Echo Wireless Earbuds', '£59.99'], never: ['Orbit', 'Kerry'] } },
      { say: 'how much is it?', expect: { says: ['Echo Wireless Earbuds costs £59.99'] } },
    ],
  },
  {
    name: 'earbuds, then what about chairs',
    turns: [
      { say: 'do you have earbuds?', expect: { says: ['Pebble Buds Pro'] } },
      { say: 'what about chairs?', expect: { says: ['Kerry Dining Chair', 'Baltsar Lounge Chair'], never: ['Pebble'] } },
      { say: 'and the most expensive one?', expect: { says: ['Ergo Mesh Office Chair'] } },
    ],
  },
  {
    name: 'a phone, then how much is it, then is it waterproof',
    turns: [
      { say: 'tell me about the Nimbus Phone 12', expect: { says: ['Nimbus Phone 12'] } },
      { say: 'how much is it?', expect: { says: ['£799.00'] } },
      { say: 'is it waterproof?', expect: { says: [/cannot confirm/i], never: [/^yes/i] } },
    ],
  },
  {
    name: 'watches, then cheapest, then best rated',
    turns: [
      { say: 'what watches do you have', expect: { says: ['Pulse Fitness Watch'] } },
      { say: 'which is the cheapest?', expect: { says: ['Pulse Fitness Watch at £79.99'] } },
      { say: 'and the best rated?', expect: { says: ['Meridian Chronograph Watch'] } },
    ],
  },
  {
    name: 'sofas then phones then cheapest',
    turns: [
      { say: 'do you sell sofas?', expect: { says: ['Westview'] } },
      { say: 'what about phones?', expect: { says: ['Nimbus Phone 12'] } },
      { say: 'the cheapest one?', expect: { says: ['Orbit Lite Smartphone'] } },
    ],
  },
  {
    name: 'two orders: which one, then the number',
    customer: 'two-orders',
    turns: [
      { say: 'where is my order?', expect: { says: [/which one/i] } },
      { say: '1892', expect: { says: ['#1892', /paid/i], never: ['#1893 ('] } },
    ],
  },
  {
    name: 'two orders: which one, then a quick reply',
    customer: 'two-orders',
    turns: [
      { say: 'track my order', expect: { says: [/which one/i] } },
      { say: 'Order #1893', expect: { says: ['#1893', /delivered/i] } },
    ],
  },
  {
    name: 'cancel with confirmation: yes cancels',
    customer: 'one-order',
    turns: [
      { say: 'I want to cancel my order', expect: { says: ['Cancel order #1892'] } },
      { say: 'Yes', expect: { says: ['#1892', /is cancelled/i], cancels: true } },
    ],
  },
  {
    name: 'cancel with confirmation: no does nothing',
    customer: 'one-order',
    turns: [
      { say: 'cancel order #1892', expect: { says: ['Cancel order #1892'] } },
      { say: 'no', expect: { says: [/have not done anything/i], cancels: false } },
    ],
  },
  {
    name: 'order status then cancel it',
    customer: 'one-order',
    turns: [
      { say: 'where is my order?', expect: { says: ['#1892'] } },
      { say: 'can I cancel it?', expect: { says: ['#1892', /cancel/i] } },
    ],
  },
  {
    name: 'human, then human again keeps one ticket',
    turns: [
      { say: 'I want a human', expect: { opensTicket: true, says: [/ticket number is #\d+/i] } },
      { say: 'a real person please', expect: { opensTicket: false, says: [/ticket #\d+ is open/i] } },
    ],
  },
  {
    name: 'misunderstood twice offers a person, and yes hands over',
    turns: [
      { say: 'blorp zint quax', expect: { opensTicket: false } },
      { say: 'zorb flim wex', expect: { opensTicket: false, says: [/shall i pass our conversation to a person/i] } },
      { say: 'yes', expect: { opensTicket: true, says: [/ticket number is #\d+/i, shopInfo.supportHours] } },
    ],
  },
  {
    name: 'misunderstood twice offers a person, and no does not',
    turns: [
      { say: 'blorp zint quax', expect: { opensTicket: false } },
      { say: 'zorb flim wex', expect: { opensTicket: false, says: [/shall i pass/i] } },
      { say: 'no thanks', expect: { opensTicket: false, never: [/ticket/i] } },
    ],
  },
  {
    name: 'did you mean, then yes',
    turns: [
      { say: 'money', expect: {} },
      { say: 'yes', expect: { never: [/did you mean/i] } },
    ],
  },
  {
    name: 'no after a question does nothing',
    turns: [
      { say: 'money', expect: {} },
      { say: 'no', expect: { never: [/ticket/i] } },
    ],
  },
  {
    name: 'anonymous refund status then log in link',
    turns: [
      { say: 'I returned my watch, where is my refund?', expect: { ...loginLink } },
      { say: 'how long do refunds take', expect: { says: [/working days/i] } },
    ],
  },
  {
    name: 'delivery abroad then price',
    turns: [
      { say: 'do you ship to Germany?', expect: { says: [/deliver to Germany/i] } },
      { say: 'how much is the Baltsar Lounge Chair?', expect: { says: ['£129.00'] } },
    ],
  },
];

const onPage = (name: string): ChatPage => ({ kind: 'product', productId: product(name).id });
const onOrder = (item: ChatOrder): ChatPage => ({ kind: 'order', orderId: item.id });
/** Never a "Yes, ... is available" to a question that is not about availability, and never a listing. */
const notAvailability = [/is available/i, /^yes\b/i, /we have \d+/i];
const offersPerson = /shall i pass this to a person\?/i;

/** Product facts the catalogue's text answers, or says it does not hold. */
const factQuestions: [string, (name: string) => string, (name: string) => (string | RegExp)[]][] = [
  ['colour named', (name) => `does the ${name} come in green?`, (name) => [name]],
  ['colours', (name) => `what colours does the ${name} come in?`, (name) => [name]],
  ['material', (name) => `what is the ${name} made of?`, (name) => [name, /description/i]],
  ['in the box', (name) => `is a charger included with the ${name}?`, (name) => [name, /description/i]],
  ['size', (name) => `how big is the ${name}?`, (name) => [name, /description/i]],
];

const complaintMessages = [
  'my sofa arrived with a ripped cushion',
  'the watch I got is broken',
  'my phone stopped working after two days',
  'the chair arrived damaged',
  'you sent me the wrong item',
  'this is not what I ordered',
  'my parcel never arrived',
  'my order has not arrived yet and it is been two weeks',
  'my delivery is late',
  'the sofa should have been here days ago',
  'I was charged twice for my order',
  'you took the payment twice',
  'the headphones arrived scratched',
  'the leg of my chair is cracked',
  'my package is missing',
  'the phone screen was smashed when it came',
  'the Westview turned up yesterday minus its cushions',
  'the charger is not in the box with my phone',
  'the right earbud plays no sound at all',
];

/** Questions with a short answer each, combined into one message two or three at a time. */
const simpleQuestions: [string, (string | RegExp)[]][] = [
  ['how much is shipping', [/free/i]],
  ['can I return an item', ['30 days']],
  ['what is the cheapest watch', ['Pulse Fitness Watch']],
  ['do you deliver to Ireland', [/deliver to Ireland/i]],
  ['how much is the Nimbus Phone 12', ['£799.00']],
  ['what are your opening hours', [shopInfo.supportHours]],
  ['do you have a money back guarantee', ['60 days']],
  ['what is the cheapest phone', ['Orbit Lite Smartphone']],
  ['do you sell sofas', ['Westview']],
  ['do you ship to Japan', [/do not deliver to Japan/i]],
];
const joiners = [
  (a: string, b: string) => `${a}? ${b}?`,
  (a: string, b: string) => `${a} and ${b}?`,
  (a: string, b: string) => `${a}. Also ${b}`,
  (a: string, b: string) => `${a}, and also ${b}?`,
];

const multiQuestions: Conversation[] = simpleQuestions.flatMap(([first, firstSays], index) =>
  joiners.map((join, joinIndex) => {
    const [second, secondSays] = simpleQuestions[(index + joinIndex + 1) % simpleQuestions.length] ?? ['', []];
    const say = join(first, second);
    return { name: `multi: ${say}`, turns: [{ say, kind: 'multi-question' as const, expect: { says: [...firstSays, ...secondSays] } }] };
  }),
);
const threeQuestions: Conversation[] = [0, 3, 6].map((start) => {
  const picked = [0, 1, 2].map((offset) => simpleQuestions[(start + offset) % simpleQuestions.length] ?? simpleQuestions[0] ?? ['', []]);
  const say = picked.map(([question]) => `${question}?`).join(' ');
  return {
    name: `multi of three: ${say}`,
    turns: [{ say, kind: 'multi-question' as const, expect: { says: picked.flatMap(([, says]) => says) } }],
  };
});

const conversationTurns: Conversation[] = [
  ...described
    .flatMap((name) =>
      factQuestions.map(([what, ask, says]) => one(`fact (${what}): ${name}`, ask(name), { says: says(name), never: notAvailability })),
    )
    .map((conversation) => ({ ...conversation, turns: conversation.turns.map((turn) => ({ ...turn, kind: 'product fact' as const })) })),
  ...suiteProducts.map((item) => ({
    name: `page: in stock, then price, then green (${item.productName})`,
    turns: [
      {
        say: 'is this one in stock?',
        kind: 'page' as const,
        page: onPage(item.productName),
        expect: { says: [item.productName], never: [/could not find/i] },
      },
      {
        say: 'how much is it?',
        kind: 'page' as const,
        page: onPage(item.productName),
        expect: { says: [item.productName, pounds(item.price)] },
      },
      { say: 'does it come in green?', page: onPage(item.productName), expect: { says: [item.productName], never: notAvailability } },
    ],
  })),
  ...[watchOrder, sofaOrder, novaOrder].map((item) => ({
    name: `page: when will it arrive (order #${item.number})`,
    customer: 'three-orders' as const,
    turns: [
      {
        say: 'when will it arrive?',
        kind: 'page' as const,
        page: onOrder(item),
        expect: { says: [`#${item.number}`], never: [/which one/i] },
      },
      { say: 'and where is it now?', page: onOrder(item), expect: { says: [`#${item.number}`] } },
    ],
  })),
  ...complaintMessages.map((say) => ({
    name: `complaint, anonymous: ${say}`,
    turns: [
      {
        say,
        kind: 'complaint' as const,
        expect: { says: [/^sorry/i, offersPerson], never: [/we have \d+/i, /^yes\b/i], opensTicket: false },
      },
    ],
  })),
  ...complaintMessages.map((say) => ({
    name: `complaint, three orders: ${say}`,
    customer: 'three-orders' as const,
    turns: [
      { say, kind: 'complaint' as const, expect: { says: [/^sorry/i, offersPerson], never: [/we have \d+/i], opensTicket: false } },
      { say: 'yes', expect: { opensTicket: true, says: [/ticket number is #\d+/i] } },
    ],
  })),
  ...multiQuestions,
  ...threeQuestions,
  ...suiteProducts.map((item) => ({
    name: `follow-ups about ${item.productName}`,
    turns: [
      { say: `is the ${item.productName} in stock?`, expect: { says: [item.productName] } },
      { say: 'how much is it?', expect: { says: [pounds(item.price)] } },
      { say: 'does it come in green?', expect: { says: [item.productName], never: notAvailability } },
      { say: 'what is it made of?', expect: { says: [item.productName], never: notAvailability } },
    ],
  })),
  ...cheapestQuestions.slice(0, 4).map(([say, name]) => ({
    name: `follow-up after ${say}`,
    turns: [
      { say, expect: { says: [name] } },
      { say: 'how much is it?', expect: { says: [name, pounds(product(name).price)] } },
      { say: 'is it in stock?', expect: { says: [name] } },
    ],
  })),
  {
    name: 'three orders: cancel the phone I ordered, then yes',
    customer: 'three-orders',
    turns: [
      { say: 'cancel the phone I ordered', expect: { says: ['Cancel order #1892'], never: ['#1893', '#1894'], cancels: false } },
      { say: 'yes', expect: { says: ['#1892', /is cancelled/i], cancels: true } },
    ],
  },
  {
    name: 'three orders: where is my sofa, then cancel that one',
    customer: 'three-orders',
    turns: [
      { say: 'where is my sofa?', expect: { says: ['#1893'], never: ['#1892', '#1894'] } },
      { say: 'cancel that one', expect: { says: ['#1893', /no longer be cancelled/i], cancels: false } },
    ],
  },
  {
    name: 'three orders: the one that shipped, then when will it arrive',
    customer: 'three-orders',
    turns: [
      { say: 'where is the one that shipped?', expect: { says: ['#1894', 'DPD1894'], never: ['#1892', '#1893'] } },
      { say: 'when will it arrive?', expect: { says: ['#1894'] } },
    ],
  },
  {
    name: 'three orders: the order ending in 93, then return it',
    customer: 'three-orders',
    turns: [
      { say: 'track the order ending in 93', expect: { says: ['#1893'], never: ['#1892', '#1894'] } },
      { say: 'can I cancel it?', expect: { says: ['#1893'] } },
    ],
  },
  {
    name: 'three orders: where is my order asks which, then the watch',
    customer: 'three-orders',
    turns: [
      { say: 'where is my order?', expect: { says: [/which one/i] } },
      { say: 'the watch', expect: { says: ['#1894'], never: ['#1892 ('] } },
    ],
  },
  {
    name: 'three orders: the headphones I ordered are in none',
    customer: 'three-orders',
    turns: [
      { say: 'cancel the headphones I ordered', expect: { says: [/none of your orders/i], cancels: false } },
      { say: 'cancel the phone then', expect: { says: ['Cancel order #1892'], cancels: false } },
    ],
  },
  {
    name: 'a product rated, then another one by name',
    turns: [
      { say: 'how well rated is the Orbit Lite Smartphone?', expect: { says: ['3.90'], never: ['Meridian'] } },
      { say: 'and the Pulse Fitness Watch?', expect: { says: ['4.20'], never: [/^yes/i] } },
      { say: 'is it any good though', expect: { says: ['Pulse Fitness Watch', '4.20'], never: [/available for/i] } },
    ],
  },
  {
    name: 'the watches, then which is cheaper',
    turns: [
      { say: 'what watches do you sell', expect: { says: ['Pulse Fitness Watch'] } },
      { say: "which one's cheaper?", expect: { says: ['Pulse Fitness Watch', '£79.99'], never: ['Kerry Dining Chair'] } },
    ],
  },
  {
    name: 'a question about a product that is neither its stock nor its price gets no "Yes, available"',
    turns: [
      {
        say: 'does the Baltsar Lounge Chair need assembling when it arrives?',
        kind: 'product fact',
        expect: { never: [/^yes/i, /is available for/i] },
      },
    ],
  },
  {
    name: 'a product page: what people think of it, and a material its name holds',
    turns: [
      {
        say: 'what do customers think of this one?',
        kind: 'page',
        page: { kind: 'product', productId: product('Kerry Dining Chair').id },
        expect: { says: ['Kerry Dining Chair', '3.50'], never: [/write your review/i] },
      },
      {
        say: 'is the leather genuine?',
        kind: 'page',
        page: { kind: 'product', productId: product('Kensington Leather Chesterfield').id },
        expect: { says: [/full-grain/i], never: [/virtual assistant/i] },
      },
      {
        say: 'is the strap real leather?',
        kind: 'page',
        page: { kind: 'product', productId: product('Meridian Chronograph Watch').id },
        expect: { says: ['Meridian Chronograph Watch', /brown leather/i], never: ['Chesterfield'] },
      },
    ],
  },
  {
    name: 'a sofa, then how long its delivery takes',
    turns: [
      { say: 'how much is the Rivet Bigelow Modern Sofa?', expect: { says: ['£649.00'] } },
      {
        say: 'how long would delivery take for it?',
        expect: { says: [/10 working days/i], never: [/measurements/i] },
      },
    ],
  },
  {
    name: 'an order cancelled with "yes, go ahead"',
    customer: 'one-order',
    turns: [
      { say: 'cancel my order', expect: { says: ['Cancel order #1892'], cancels: false } },
      { say: 'yes, go ahead and cancel it', expect: { says: ['#1892'], cancels: true } },
    ],
  },
  {
    name: 'three orders: one asked about, then the others by what they hold',
    customer: 'three-orders',
    turns: [
      { say: 'where is the one that shipped?', expect: { says: ['#1894'] } },
      { say: 'and the sofa one?', expect: { says: ['#1893', /delivered/i], never: ['#1892', /in stock/i] } },
      { say: 'what about the phone', expect: { says: ['#1892'], never: ['#1893', /in stock/i] } },
    ],
  },
  {
    name: 'two orders: which orders, then who is delivering it',
    customer: 'three-orders',
    turns: [
      { say: 'which orders have I placed?', expect: { says: ['#1894', '#1893', '#1892'], never: [/add to cart/i] } },
      { say: 'track the watch order', expect: { says: ['#1894'] } },
      { say: 'which courier has it?', expect: { says: ['DPD'], never: [/we deliver to/i] } },
    ],
  },
  {
    name: 'an upset customer asking where the order is hears an apology with the answer',
    customer: 'one-order',
    turns: [
      {
        say: "I paid for the phone a week ago and it STILL hasn't shipped, I'm not impressed",
        kind: 'complaint',
        expect: { says: [/sorry/i, '#1892'] },
      },
    ],
  },
  {
    name: 'a rip in a delivered sofa is damage',
    customer: 'two-orders',
    turns: [
      {
        say: 'there is a long rip in the back of the sofa you delivered',
        kind: 'complaint',
        expect: { says: [/sorry/i, '#1893'], never: [/did you mean/i] },
      },
    ],
  },
  {
    name: 'a product page: what the description does not say is not confirmed',
    turns: [
      {
        say: 'does this one fold away for storage?',
        kind: 'page',
        page: { kind: 'product', productId: product('Ergo Mesh Office Chair').id },
        expect: { says: [/cannot confirm/i, 'Ergo Mesh Office Chair'], never: [/^yes/i, /write your review/i] },
      },
    ],
  },
  {
    name: 'an order in focus: what was paid for it',
    customer: 'two-orders',
    turns: [
      { say: 'where is my sofa?', expect: { says: ['#1893'] } },
      { say: 'how much did I pay for it again?', expect: { says: ['£899.00'], never: [/payment methods/i] } },
    ],
  },
  {
    name: 'the delivery countries, then what about another country',
    turns: [
      { say: 'which countries do you ship to?', expect: { says: ['France'] } },
      { say: 'what about Norway?', expect: { says: [/Norway/] } },
    ],
  },
  {
    name: 'enough in stock for a number of them is no budget',
    turns: [
      { say: 'how much is the Kerry Dining Chair?', expect: { says: ['£45.00'] } },
      { say: 'have you got enough for 6?', expect: { never: [/up to £6/i] } },
    ],
  },
  {
    name: 'one product in a price range, then how it is rated',
    turns: [
      { say: 'any earbuds under £70?', expect: { says: ['Echo Wireless Earbuds'] } },
      { say: 'how is it rated?', expect: { says: ['Echo Wireless Earbuds', '4.30'], never: ['Aria'] } },
    ],
  },
  {
    name: 'three orders: what orders have I got',
    customer: 'three-orders',
    turns: [{ say: 'what orders have I got?', expect: { says: ['#1894', '#1893', '#1892'], never: [/add to cart/i] } }],
  },
  {
    name: 'a product page: the colour of one part, its height, and how it compares',
    turns: [
      {
        say: 'what colour are the legs on this?',
        kind: 'page',
        page: { kind: 'product', productId: product('Stone and Beam Westview Sofa').id },
        expect: { says: [/walnut/i], never: [/oatmeal weave;/i] },
      },
      {
        say: "what's the seat height on this one",
        kind: 'page',
        page: { kind: 'product', productId: product('Baltsar Lounge Chair').id },
        expect: { says: ['40 cm'] },
      },
      {
        say: 'how does this compare with the Pebble Buds Pro?',
        kind: 'page',
        page: { kind: 'product', productId: product('Echo Wireless Earbuds').id },
        expect: { says: ['£59.99', '£89.99'] },
      },
    ],
  },
  {
    name: 'a fact that cannot be known, a remark, then the price',
    turns: [
      {
        say: 'is the Meridian Chronograph Watch waterproof? I swim a lot. and how much is it',
        kind: 'multi-question',
        expect: { says: [/cannot confirm/i, '£249.00'], never: [/^yes/i] },
      },
    ],
  },
  {
    name: 'a rating, then "hmm, and" another product',
    turns: [
      { say: 'how is the Kerry Dining Chair rated?', expect: { says: ['3.50'] } },
      { say: 'hmm, and the Baltsar?', expect: { says: ['Baltsar Lounge Chair', '4.80'], never: [/available for/i] } },
    ],
  },
  {
    name: 'a visitor asks where the order is, then gives its number',
    turns: [
      { say: 'where is my order?', expect: { says: [/log in/i] } },
      { say: 'it is order 20417, a sofa', expect: { says: [/log in/i], never: ['#20417'] } },
    ],
  },
  {
    name: 'whether an order today goes out today',
    turns: [{ say: 'if I buy the Pebble Buds Pro now, will they be sent out today?', expect: { says: ['5pm'] } }],
  },
  {
    name: 'saving a delivery address for next time, and sending an order elsewhere',
    turns: [
      { say: 'how do I save a delivery address to my account?', expect: { says: [/address book/i, /Settings/] } },
      { say: 'can I send my order to my work address instead of home?', expect: { says: [/checkout/i, /delivery address/i] } },
    ],
  },
  {
    name: 'where the VAT invoice is',
    turns: [{ say: 'I need a VAT invoice for my order', expect: { says: [/My orders/, /Invoice/, /PDF/] } }],
  },
  {
    name: 'a sofa question, then what about in grey',
    turns: [
      { say: 'is the Westview sofa in stock?', expect: { says: ['Westview'] } },
      { say: 'what about chairs?', expect: { says: ['Kerry Dining Chair'] } },
      { say: 'and the cheapest one?', expect: { says: ['Kerry Dining Chair'] } },
    ],
  },
  {
    name: 'a phone not yet dispatched, then cancel it',
    customer: 'three-orders',
    turns: [
      {
        say: "you still haven't sent my phone and it's been a week",
        kind: 'complaint',
        expect: { says: ['1892', /being prepared/i], never: [/no refund/i] },
      },
      { say: 'forget it, cancel it', expect: { says: [/Cancel order #1892/], never: [/refund has been made/i], cancels: false } },
      { say: 'yes', expect: { cancels: true, says: [/back in full/i], never: [/receiving your return/i] } },
    ],
  },
  {
    name: 'cancel the phone, no the other order, how come, then return it',
    customer: 'two-orders',
    turns: [
      { say: 'please cancel my phone order', expect: { says: [/Cancel order #1892/], cancels: false } },
      { say: 'sorry, I meant the other order', expect: { says: ['1893', /no longer be cancelled/i], cancels: false } },
      { say: 'how come', expect: { says: [/delivered/i], never: ['1892'], cancels: false } },
      { say: 'right, how do I return it then', expect: { says: [/1893|Westview/], never: ['1892'], cancels: false } },
    ],
  },
  {
    name: 'where the watch is, then can the sofa go back, then a replacement',
    customer: 'three-orders',
    turns: [
      { say: 'any news on my watch', expect: { says: ['1894', 'DPD'] } },
      { say: 'and the sofa, can I send that back?', expect: { says: ['1893', /why/i], never: ['1894'] } },
      { say: 'can I just get a replacement instead of my money back', expect: { says: [/do not swap/i], never: [/did you mean/i] } },
    ],
  },
  {
    name: 'the watch on its way: a new address, then the sofa, then a wobbly leg',
    customer: 'three-orders',
    turns: [
      { say: "hiya where's my watch got to", expect: { says: ['1894', 'DPD'] } },
      {
        say: 'can I get it sent somewhere else?',
        expect: { says: ['1894', /already (?:been )?(?:dispatched|left)/i], never: [/before it is dispatched/i] },
      },
      { say: 'fine. and when is the sofa coming', expect: { says: ['1893', /delivered/i] } },
      {
        say: 'oh yes it came, but one of its legs wobbles',
        kind: 'complaint',
        expect: { says: [/sorry/i, /return/i, '1893'], never: [/change an order/i] },
      },
    ],
  },
];

/** Follow-ups that lean on what came before: "the other one", "the second one", stock without "it", a topic carried on. */
const leaningTurns: Conversation[] = [
  {
    name: 'what personal data the shop holds, then a copy of it',
    turns: [
      { say: 'what personal details does multimart hold on me?', expect: { says: [/email address/i, /never stored/i] } },
      { say: 'and how do I get a copy?', expect: { says: ['Download my data'], never: [/invoice/i] } },
    ],
  },
  {
    name: 'two phones compared, then which screen is larger',
    turns: [
      { say: 'compare the nimbus phone 12 and the orbit lite smartphone', expect: { says: ['£799.00', '£199.00'] } },
      { say: 'and which one has the larger screen?', expect: { says: ['6.1-inch', '6.5-inch'] } },
    ],
  },
  {
    name: 'two products in turn, then which of them is cheaper',
    turns: [
      { say: 'is the ergo mesh office chair in stock', expect: { says: ['Ergo Mesh Office Chair'] } },
      { say: 'and the baltsar lounge chair?', expect: { says: ['Baltsar Lounge Chair'] } },
      { say: 'which one is cheaper?', expect: { says: ['Baltsar Lounge Chair', '£129.00', 'Ergo Mesh Office Chair', '£199.00'] } },
    ],
  },
  {
    name: 'the storage of one phone, then of the other by name, then something else',
    turns: [
      { say: 'how much storage has the Orbit Lite Smartphone got', expect: { says: ['128 GB'] } },
      { say: 'and the Nimbus Phone 12?', expect: { says: ['Nimbus Phone 12'], never: [/is in stock/i] } },
      { say: 'how much is it', expect: { says: ['£799.00'] } },
      { say: 'and the Orbit Lite Smartphone?', expect: { says: ['£199.00'], never: ['128 GB'] } },
    ],
  },
  {
    name: 'the Orbit Lite page: its colour, then the red one',
    turns: [
      { say: 'what colour does it come in', page: onPage('Orbit Lite Smartphone'), expect: { says: ['Orbit Lite Smartphone'] } },
      {
        say: 'is there a red one?',
        page: onPage('Orbit Lite Smartphone'),
        expect: { never: [/^yes/i, /is in stock/i], says: [/colou?r/i] },
      },
    ],
  },
  {
    name: 'how to get money back, then for a chair that wobbles',
    turns: [
      { say: 'how do I get my money back', expect: { says: [/refund/i] } },
      { say: 'with a chair that arrived wobbly', expect: { says: [/faulty|damaged|return/i], never: [/we have \d+ chairs/i] } },
    ],
  },
  {
    name: 'paying for a chesterfield bit by bit',
    turns: [
      {
        say: 'the leather chesterfield is a lot in one go, can I pay monthly?',
        expect: { says: [/do not accept payment in instalments/i] },
      },
    ],
  },
  {
    name: 'an order placed by someone else: when it reaches them',
    turns: [{ say: 'when will her parcel arrive? she ordered a chair on friday', expect: { says: [/log ?in/i] } }],
  },
  {
    name: 'no longer wanting the account, nor an order',
    customer: 'one-order',
    turns: [
      { say: "honestly I don't need a Multimart account anymore", expect: { says: ['Delete my account'] } },
      { say: 'and please withdraw order 1892 too', expect: { says: [/Cancel order #1892/], cancels: false } },
    ],
  },
  {
    name: 'a phone whose battery is dead by the afternoon, then posting it back',
    turns: [
      { say: 'my nimbus is dead by mid afternoon every day', expect: { says: [/faulty|damaged/i] } },
      { say: 'can I post it back then? got it a fortnight ago', expect: { says: ['30 days'], never: [/free delivery on every order/i] } },
    ],
  },
  {
    name: 'delivery to two cities at once, then a code that will not work',
    turns: [
      { say: 'can you send orders to Lyon or Perth?', expect: { says: ['France', 'Australia'] } },
      { say: "the code I was given says it's invalid", expect: { says: [/expired|used up|minimum spend/i] } },
    ],
  },
  {
    name: 'how come a settee is slower, and why the returns window is just 30 days',
    turns: [
      {
        say: 'how come a settee takes so long to arrive compared to headphones',
        expect: { says: [/two-person courier/i, '10 working days'], never: [/we have \d+/i] },
      },
      {
        say: 'and why do I only get thirty days to send things back?',
        expect: { says: ['30 days', /person/i], never: [/working days of dispatch/i] },
      },
    ],
  },
  {
    name: 'the settee does not fit: the return starts, with its window',
    customer: 'three-orders',
    turns: [
      {
        say: "the settee won't fit through our door, can I return it?",
        expect: { says: ['30 days', /why are you returning order #1893/i] },
      },
    ],
  },
  {
    name: 'is VAT on top, then anything else added',
    turns: [
      { say: 'is vat added on at the end or included?', expect: { says: [/include/i, /VAT/], never: [/which product/i] } },
      { say: 'so no extra fees at all?', expect: { says: [/nothing added|free/i], never: [/payment did not go through/i] } },
    ],
  },
  {
    name: 'chairs listed, then the price of the boucle one',
    turns: [
      { say: 'which chairs do you do', expect: { says: ['Baltsar Lounge Chair'] } },
      { say: 'what does the boucle one cost', expect: { says: ['£129.00'], never: [/description/i] } },
    ],
  },
  {
    name: 'watches listed, then what about the chronograph one',
    turns: [
      { say: 'got any watches', expect: { says: ['Meridian Chronograph Watch'] } },
      { say: 'what about the chronograph one?', expect: { says: ['Meridian Chronograph Watch', '£249.00'], never: [/we sell sofas/i] } },
    ],
  },
  {
    name: 'earbuds buzzing, then whether they can go back after a fortnight',
    turns: [
      { say: 'my pebble buds keep buzzing in one ear', expect: { says: [/faulty|damaged/i, /return/i], never: [/in stock/i] } },
      {
        say: "is it too late to post them back? it's been two weeks",
        expect: { says: ['30 days'], never: [/free delivery on every order/i] },
      },
    ],
  },
  {
    name: 'a watch whose battery goes flat, then a sofa to be picked up from home',
    turns: [
      {
        say: 'the pulse watch battery goes flat within a few hours',
        expect: { says: [/faulty|damaged/i], never: [/working days of dispatch/i] },
      },
      { say: 'could a driver come and collect my sofa too', expect: { says: [/collected from your door/i] } },
    ],
  },
  {
    name: 'closing the account, then what happens to my reviews and my past orders',
    customer: 'two-orders',
    turns: [
      { say: 'i want to close my account', expect: { says: ['Delete my account'] } },
      { say: 'what happens to the reviews I wrote?', expect: { says: ['A former customer'], never: [/share your opinion/i] } },
      { say: 'and the orders?', expect: { says: [/orders stay/i], never: [/which one do you mean/i] } },
    ],
  },
  {
    name: 'a new email address, then how long the link lasts',
    turns: [
      { say: 'can I update the email on my account', expect: { says: ['Settings'] } },
      { say: 'how long is that link valid?', expect: { says: ['24 hours'], never: [/working days/i] } },
    ],
  },
  {
    name: 'the address book, then how many it holds',
    turns: [
      { say: 'can I save more than one delivery address', expect: { says: ['address book'] } },
      { say: "what's the most I can save?", expect: { says: [/\b10\b/] } },
    ],
  },
  {
    name: 'delivery times, then supposing it is an armchair',
    turns: [
      { say: 'how quickly do you deliver', expect: { says: ['2 to 4 working days'] } },
      { say: 'and say it was an armchair?', expect: { says: ['10 working days'], never: [/we have \d+/i] } },
    ],
  },
  {
    name: 'returns, then a bare "couch?"',
    turns: [
      { say: 'what are the rules on returning stuff', expect: { says: ['30 days'] } },
      { say: 'couch?', expect: { says: [/collect/i], never: [/we have \d+/i, /our cheapest/i] } },
    ],
  },
  {
    name: 'phones listed, then the storage of the pricier one',
    turns: [
      { say: 'have you got phones', expect: { says: ['Nimbus Phone 12'] } },
      { say: 'what storage does the pricier one have', expect: { says: [/Nimbus Phone 12/], never: [/which product/i, /Orbit/] } },
    ],
  },
  {
    name: 'sofas listed, then the colour of the cheapest one',
    turns: [
      { say: 'list your sofas', expect: { says: ['Rivet Bigelow Modern Sofa'] } },
      { say: 'the cheapest one, what colour is it', expect: { says: [/Rivet Bigelow/, /colou?r/i], never: [/our cheapest/i] } },
    ],
  },
  {
    name: 'watches listed, then the cheapest of those and its price',
    turns: [
      { say: 'which watches have you got', expect: { says: ['Pulse Fitness Watch'] } },
      { say: 'is the cheapest of them waterproof', expect: { says: [/Pulse Fitness Watch/, /water/i], never: [/Kerry/, /^yes/i] } },
      { say: "what's the cheapest one?", expect: { says: [/Pulse Fitness Watch/, '£79.99'], never: [/Kerry/] } },
    ],
  },
  {
    name: "orders named by status and rank: the one that's been sent, who brings it, its tracking",
    customer: 'three-orders',
    turns: [
      { say: "the order that's been sent - who's bringing it?", expect: { says: ['DPD'], never: ['#1893', '#1892'] } },
      { say: 'and the tracking no.?', expect: { says: ['DPD1894'], never: [/which one/i] } },
    ],
  },
  {
    name: 'my priciest order, and the one that is just paid',
    customer: 'three-orders',
    turns: [
      { say: 'has my priciest order turned up yet', expect: { says: ['#1893', /delivered/i], never: ['#1894', '#1892'] } },
      { say: 'the order which is still paid, can I change where it goes', expect: { says: ['#1892', /dispatched/i], never: ['#1893'] } },
    ],
  },
  {
    name: 'any orders at all, and my fone',
    customer: 'one-order',
    turns: [
      { say: 'do i have any open orders?', expect: { says: ['#1892'] } },
      { say: 'wheres my fone', expect: { says: ['#1892'] } },
    ],
  },
  {
    name: 'cancelling the phone, confirmed by naming it',
    customer: 'three-orders',
    turns: [
      { say: 'please cancel my phone order', expect: { says: [/Cancel order #1892/], cancels: false } },
      { say: 'yes, cancel the phone now', expect: { cancels: true } },
    ],
  },
  {
    name: 'cancelling the phone, then a yes naming another order is no yes',
    customer: 'three-orders',
    turns: [
      { say: 'please cancel my phone order', expect: { says: [/Cancel order #1892/], cancels: false } },
      { say: 'yes cancel the watch', expect: { cancels: false } },
    ],
  },
  {
    name: 'cancelling the phone, then ok yes go for it',
    customer: 'one-order',
    turns: [
      { say: 'I want to cancel order 1892', expect: { says: [/Cancel order #1892/], cancels: false } },
      { say: 'ok yes, do it', expect: { cancels: true } },
    ],
  },
  {
    name: 'sending a chair back, then who pays to post it',
    turns: [
      { say: 'what is your policy on sending things back', expect: { says: ['30 days'] } },
      {
        say: 'and would I be paying the postage on that?',
        expect: { says: [/returns are free/i], never: [/free delivery on every order/i] },
      },
    ],
  },
  {
    name: 'the driver threw the parcel: a complaint about the courier, not a choice of orders',
    customer: 'three-orders',
    turns: [
      {
        say: 'your delivery guy was really rude and lobbed my box over the gate',
        expect: { says: [/sorry/i, /support@multimart\.example|\+44/], never: [/which one do you mean/i] },
      },
    ],
  },
  {
    name: 'refund times, then say that again, then what does that mean',
    turns: [
      { say: 'how quick are refunds once you have my return', expect: { says: ['2 working days'] } },
      { say: 'can you repeat that', expect: { says: ['2 working days'], never: [/did you mean/i] } },
      { say: "sorry I don't get it", expect: { says: ['2 working days', /person/i], never: [/did you mean/i] } },
    ],
  },
  {
    name: 'a sofa: how long, then whether they carry it inside',
    turns: [
      { say: 'how long would a sofa take to get to me', expect: { says: ['10 working days'] } },
      { say: 'do your couriers carry furniture inside?', expect: { says: [/two-person courier/i, /cannot confirm/i], never: [/^yes/i] } },
    ],
  },
  {
    name: 'the phone ordered: changed my mind',
    customer: 'one-order',
    turns: [{ say: "I've changed my mind about the phone", expect: { says: [/Cancel order #1892/], cancels: false } }],
  },
  {
    name: 'the watch on its way, then what if nobody is in',
    customer: 'three-orders',
    turns: [
      { say: 'when will the watch get here', expect: { says: ['1894'] } },
      {
        say: "what happens if I'm out when they come",
        expect: { says: [/neighbour|safe place|try again/i], never: [/no longer be changed/i] },
      },
    ],
  },
  {
    name: 'an order number said in a sentence: when it was bought and what was paid',
    customer: 'two-orders',
    turns: [
      {
        say: 'my order number is 1893, can you tell me when I bought it and what I paid',
        kind: 'multi-question',
        expect: { says: ['1893', '1 November 2026', '£899.00'], never: [/which one/i, /did not go through/i] },
      },
    ],
  },
  {
    name: 'three watches listed, the cheapest, then "the other one" is asked which',
    turns: [
      { say: 'show me your watches', expect: { says: ['Classic Field Watch'] } },
      { say: 'which one is cheapest', expect: { says: ['Pulse Fitness Watch'] } },
      {
        say: 'what about the other one',
        expect: { says: [/which one/i, 'Classic Field Watch', 'Meridian Chronograph Watch'], never: [/account/i] },
      },
    ],
  },
  {
    name: 'earbuds listed, the cheapest, then the other one rated',
    turns: [
      { say: 'which earbuds have you got', expect: { says: ['Echo Wireless Earbuds', 'Pebble Buds Pro'] } },
      { say: 'cheapest of them?', expect: { says: ['Echo Wireless Earbuds'] } },
      { say: "what's the other one rated", expect: { says: ['Pebble Buds Pro', '4.50'], never: ['Echo'] } },
    ],
  },
  {
    name: 'phones listed, then the second one',
    turns: [
      { say: 'show me mobile phones', expect: { says: ['Orbit Lite Smartphone', 'Nimbus Phone 12'] } },
      { say: 'tell me the price of the second one', expect: { says: ['Nimbus Phone 12', '£799.00'], never: ['£199.00'] } },
    ],
  },
  {
    name: 'a chair priced, then stock for six without "it"',
    turns: [
      { say: 'what does the Kerry Dining Chair cost?', expect: { says: ['£45.00'] } },
      { say: 'do you have six in stock?', expect: { says: ['Kerry Dining Chair', /in stock|available/i], never: [/could not find/i] } },
    ],
  },
  {
    name: 'a price for several of one product',
    turns: [{ say: 'how much would 6 Kerry Dining Chairs be?', expect: { says: ['£45.00', '6 of them cost £270.00'] } }],
  },
  {
    name: 'two orders: which one, then the second one',
    customer: 'two-orders',
    turns: [
      { say: 'has my order been sent yet?', expect: { says: ['1893', '1892'] } },
      { say: 'the second one', expect: { says: ['1892'], never: ['1893'] } },
    ],
  },
  {
    name: 'two orders: the phone order, then the other one',
    customer: 'two-orders',
    turns: [
      { say: 'where has the phone order got to?', expect: { says: ['1892'] } },
      { say: 'and the other one?', expect: { says: ['1893', /delivered/i], never: ['1892'] } },
    ],
  },
  {
    name: 'three orders: send back the phone, then the sofa',
    customer: 'three-orders',
    turns: [
      { say: "I'd like to send the phone back", expect: { says: ['1892'], never: ['1893', '1894'] } },
      { say: 'what about the sofa?', expect: { says: ['1893'], never: [/cheapest/i] } },
    ],
  },
  {
    name: 'what returns cost',
    turns: [{ say: 'will sending something back cost me anything?', expect: { says: [/free/i] } }],
  },
  {
    name: 'returns, then a sofa that cannot be posted',
    turns: [
      { say: 'how does returning work?', expect: { says: ['30 days'] } },
      { say: 'and a sofa? it will not fit in a post box', expect: { says: [/collect/i], never: [/we have \d+ sofas/i] } },
    ],
  },
  {
    name: 'payment methods, then one card named',
    turns: [
      { say: 'what payment options are there?', expect: { says: ['Visa'] } },
      { say: 'mastercard fine?', expect: { says: ['Mastercard'], never: [/not sure I can help/i] } },
    ],
  },
  {
    name: 'a price too high, then anything cheaper in the kind',
    turns: [
      { say: 'how much is the Baltsar Lounge Chair', expect: { says: ['£129.00'] } },
      { say: 'ouch. anything cheaper in chairs?', expect: { says: ['Kerry Dining Chair'], never: [/cannot confirm/i] } },
    ],
  },
  {
    name: 'two questions joined by a comma',
    turns: [
      {
        say: 'how long does shipping take, what does it cost',
        kind: 'multi-question',
        expect: { says: ['working days', '£0.00'] },
      },
    ],
  },
  {
    name: 'after the hand-over, what the customer tells the person goes to the ticket',
    turns: [
      { say: 'please put me through to someone', expect: { opensTicket: true } },
      {
        say: 'it is about a bulk order of dining chairs for our cafe',
        expect: { says: [/ticket/i], never: [/To order, open the Shop/i], opensTicket: false },
      },
    ],
  },
  {
    name: 'returns, then whether that covers chairs',
    turns: [
      { say: 'what is the returns policy', expect: { says: ['30 days'] } },
      { say: 'does that cover chairs as well?', expect: { says: [/collected/i, 'support@multimart.example'], never: [/cannot confirm/i] } },
    ],
  },
  {
    name: 'a question, then one opened with "plus"',
    turns: [
      {
        say: 'Any watches under £150? Plus which watch is rated highest',
        kind: 'multi-question',
        expect: { says: ['Pulse Fitness Watch', 'Meridian Chronograph Watch'] },
      },
    ],
  },
  {
    name: 'a phone, then the same one in white',
    turns: [
      { say: 'tell me about the Nimbus Phone 12', expect: { says: ['Nimbus Phone 12'] } },
      { say: 'that in white?', kind: 'product fact', expect: { says: [/midnight blue/i], never: [/^yes/i] } },
    ],
  },
  {
    name: 'three orders: when my watch comes, then the phone',
    customer: 'three-orders',
    turns: [
      { say: 'any idea when my watch will turn up?', expect: { says: ['1894', 'DPD'], never: ['1893'] } },
      { say: 'and the phone?', expect: { says: ['1892'], never: ['1894'] } },
    ],
  },
  {
    name: 'one order: on the product page, "I bought this"',
    customer: 'one-order',
    turns: [
      {
        say: 'I bought this on Monday, when does it get here?',
        kind: 'page',
        page: { kind: 'product', productId: product('Nimbus Phone 12').id },
        expect: { says: ['1892'] },
      },
    ],
  },
  {
    name: 'two orders: asked why the sofa goes back, a question instead of the reason',
    customer: 'two-orders',
    turns: [
      { say: 'i want to send the sofa back', expect: { says: ['1893'] } },
      { say: 'how many days do I have for that?', expect: { says: ['30 days'], never: [/Start a return of order/i] } },
    ],
  },
  {
    name: 'one word: returns',
    turns: [{ say: 'shipping?', expect: { says: [/£0\.00|free/i], never: [/Did you mean/i] } }],
  },
  {
    name: 'on a chair page: five of these',
    turns: [
      {
        say: 'have you got 5 of these?',
        kind: 'page',
        page: { kind: 'product', productId: product('Kerry Dining Chair').id },
        expect: { says: ['£225.00'] },
      },
    ],
  },
  {
    name: 'an introduction joined to the question',
    customer: 'one-order',
    turns: [{ say: 'hi im priya and my order 1892 still hasnt arrived', expect: { says: ['1892'], never: [/Settings/] } }],
  },
  {
    name: 'two orders: a return started, then cancel the other one instead',
    customer: 'two-orders',
    turns: [
      { say: 'I want to return the sofa', expect: { says: ['1893'] } },
      { say: 'actually cancel the phone order', expect: { says: ['1892', /Nothing is cancelled until you answer Yes/i], cancels: false } },
      { say: 'yes', expect: { cancels: true } },
    ],
  },
  {
    name: 'delivery times, then next day',
    turns: [
      { say: 'how quickly do orders arrive', expect: { says: ['working days'] } },
      { say: 'can I pay extra for next day?', expect: { says: [/no next-day/i], never: [/^yes/i] } },
    ],
  },
  {
    name: 'a colour not sold, then why not',
    turns: [
      { say: 'can I get the Meridian Chronograph Watch in gold?', expect: { says: [/brown leather|navy/i], never: [/^yes/i] } },
      { say: 'how come?', expect: { says: [/brown leather|navy/i, /a person/i], never: [/not sure I can help/i] } },
    ],
  },
  {
    name: 'where a refund is paid',
    turns: [{ say: 'can i have store credit rather than money back?', expect: { says: [/card you paid with/i, /store credit/i] } }],
  },
  {
    name: 'a paid order: when the tracking number comes',
    customer: 'one-order',
    turns: [{ say: 'do I get a tracking code for my order?', expect: { says: ['1892', /tracking number/i] } }],
  },
  {
    name: 'a payment method we do not take, then one we do',
    turns: [
      { say: 'is paypal an option at checkout', expect: { says: [/do not accept PayPal/i], never: [/^yes/i] } },
      { say: 'visa then?', expect: { says: [/accept Visa/i] } },
    ],
  },
  {
    name: 'refund timing, then where the money goes',
    turns: [
      { say: 'once you get my return how quickly is the refund?', expect: { says: ['working days'] } },
      { say: 'and will it go to the same card?', expect: { says: [/card/i], never: [/not sure I can help/i] } },
    ],
  },
  {
    name: 'chesterfield page: the feet, then how many it seats',
    turns: [
      {
        say: 'what are the feet like?',
        kind: 'page',
        page: { kind: 'product', productId: product('Kensington Leather Chesterfield').id },
        expect: { says: [/block feet/i], never: [/^yes/i] },
      },
      { say: 'how many people does it sit', kind: 'product fact', expect: { says: [/three-seat/i] } },
    ],
  },
  {
    name: 'headphones: do they fold',
    turns: [
      {
        say: 'do the Aria Noise-Cancelling Headphones fold up?',
        kind: 'product fact',
        expect: { says: [/folds flat/i], never: [/^yes/i] },
      },
    ],
  },
];

/** Product facts asked in other words than the description's: its units, ratings and word families answer them, never a bare "Yes". */
const hedged = { says: [/cannot confirm/i], never: [/^yes/i] };
const attributeTurns: Conversation[] = [
  ...(
    [
      ['what is the refresh rate of the Nimbus Phone 12?', ['120 Hz']],
      ['how big is the screen on the Orbit Lite Smartphone?', ['6.5-inch']],
      ['how much storage does the Orbit Lite Smartphone have?', ['128 GB']],
      ['how long does the battery last on the Pebble Buds Pro?', ['8 hours']],
      ['what does the Classic Field Watch weigh?', ['45 g']],
      ['what size is the Rivet Bigelow Modern Sofa?', ['W 210 x D 95 x H 82 cm']],
      ['how heavy is the Nimbus Phone 12?', [/does not mention its weight/i, /a person/i]],
    ] as const
  ).map(([say, says]) => one(`attribute in other words: ${say}`, say, { says: [...says], never: [/^yes/i, /£/, /is available/i] })),
  ...(
    [
      ['is the Classic Field Watch waterproof?', '100 m'],
      ['is the strap adjustable on the Classic Field Watch?', 'adjusts to any wrist'],
      ['can I swim with the Pebble Buds Pro in?', /sweat resistant/i],
      ['does the Orbit Lite Smartphone charge wirelessly?', 'USB-C'],
    ] as const
  ).map(([say, quoted]) => one(`attribute asked yes or no, hedged: ${say}`, say, { says: [quoted, ...hedged.says], never: hedged.never })),
  {
    name: 'a sofa page: its size, then only its seat height',
    turns: [
      { say: 'what are the dimensions?', page: onPage('Rivet Bigelow Modern Sofa'), expect: { says: ['W 210 x D 95 x H 82 cm'] } },
      { say: "what's the seat height?", page: onPage('Rivet Bigelow Modern Sofa'), expect: { says: ['44 cm'], never: ['W 210'] } },
    ],
  },
  {
    name: 'a lounge chair page: how wide, which its text does not say (only its seat height); then the sofa that does',
    turns: [
      {
        say: 'how wide is it',
        page: onPage('Baltsar Lounge Chair'),
        expect: { says: [/does not give its width, only: "Seat height 40 cm/i], never: [/description says/i] },
      },
      { say: 'how wide is the Rivet Bigelow Modern Sofa?', expect: { says: ['210 cm wide', 'W 210 x D 95 x H 82 cm'] } },
    ],
  },
  {
    name: 'headphones page: adaptive is not adjustable, and no charging is mentioned',
    turns: [
      {
        say: 'is the noise cancelling adjustable?',
        page: onPage('Aria Noise-Cancelling Headphones'),
        expect: { says: [/adaptive noise cancelling/i, /cannot confirm/i], never: [/^yes/i] },
      },
      {
        say: 'does it charge wirelessly?',
        page: onPage('Aria Noise-Cancelling Headphones'),
        expect: { says: [/does not mention its charging/i, /a person/i], never: [/^yes/i] },
      },
    ],
  },
  {
    name: 'a phone asked about, then its battery and whether it is waterproof',
    turns: [
      { say: 'tell me about the Orbit Lite Smartphone', expect: { says: ['Orbit Lite Smartphone'] } },
      { say: 'how long does the battery last?', expect: { says: ['5,000 mAh'], never: [/working days/i] } },
      { say: 'and is it waterproof?', expect: { says: [/does not mention its water resistance/i], never: [/^yes/i] } },
    ],
  },
  {
    name: 'earbuds page: bluetooth, then swimming',
    turns: [
      { say: 'do they connect over bluetooth?', page: onPage('Pebble Buds Pro'), expect: { says: ['Bluetooth 5.3', /cannot confirm/i] } },
      { say: 'could I wear them for a swim?', page: onPage('Pebble Buds Pro'), expect: { says: [/sweat resistant/i], never: [/^yes/i] } },
    ],
  },
  {
    name: 'a sofa page: when it would turn up, its own time only',
    turns: [
      {
        say: 'roughly when would this turn up if I bought it today?',
        page: onPage('Rivet Bigelow Modern Sofa'),
        expect: { says: ['Rivet Bigelow Modern Sofa would arrive between', /two-person courier/i], never: [/2 to 4 working days/i] },
      },
    ],
  },
  {
    name: 'two phones compared, then how quickly the pricier one gets here',
    turns: [
      { say: 'compare the Nimbus Phone 12 and the Orbit Lite Smartphone', expect: { says: ['Nimbus Phone 12', 'Orbit Lite Smartphone'] } },
      {
        say: 'and how quickly would the pricier one get here?',
        expect: { says: ['Nimbus Phone 12 would arrive between', '2 to 4 working days'], never: [/10 working days/i, 'Orbit'] },
      },
    ],
  },
  {
    name: 'a watch not said to be waterproof, then which watches are',
    turns: [
      {
        say: 'can I go swimming with the Pulse Fitness Watch?',
        expect: { says: [/does not mention its water resistance/i], never: [/^yes/i] },
      },
      {
        say: 'ok what watches do then?',
        expect: { says: [/only the Classic Field Watch/i], never: ['Pulse Fitness Watch (', 'Meridian'] },
      },
    ],
  },
  {
    name: 'earbuds asked about a feature another product is named after: the earbuds answer, then which ones have it',
    turns: [
      {
        say: 'is there noise cancelling on the Echo earbuds?',
        expect: { says: ['Echo Wireless Earbuds', /does not mention/i], never: [/^yes/i, /Aria/] },
      },
      {
        say: 'which of your headphones have it',
        expect: { says: ['Pebble Buds Pro (£89.99)', 'Aria Noise-Cancelling Headphones (£249.99)'], never: ['Echo'] },
      },
      {
        say: 'and the most expensive of them?',
        expect: { says: ['the most expensive is the Aria Noise-Cancelling Headphones at £249.99'] },
      },
    ],
  },
].map((conversation) => ({ ...conversation, turns: conversation.turns.map((turn) => ({ ...turn, kind: 'product fact' as const })) }));

export const conversations: Conversation[] = [...singleTopics, ...conversationTurns, ...leaningTurns, ...attributeTurns];

export type TurnResult = {
  conversation: string;
  turn: number;
  kind: TurnKind;
  say: string;
  reply: string;
  failures: string[];
  harms: string[];
};
export type KindTally = { turns: number; passed: number };
export type SuiteReport = {
  conversations: number;
  passed: number;
  passRate: number;
  harmful: number;
  results: TurnResult[];
  /** Turns passed, by what they test. */
  byKind: Record<TurnKind, KindTally>;
};

const matches = (text: string, expected: string | RegExp) =>
  typeof expected === 'string' ? text.toLowerCase().includes(expected.toLowerCase()) : expected.test(text);

/** Harm, whatever the conversation: a "Yes" to an unknowable fact, an order number not the customer's, a token. An action without a "Yes" is checked where the action happens. */
function harmsOf(say: string, answer: ChatAnswer, ownOrders: readonly ChatOrder[]): string[] {
  const harms: string[] = [];
  if (answer.response.includes('{{')) harms.push('placeholder token');
  if (
    /waterproof|water resistant|black friday|compatible|work with|sim card|discount|on sale|battery|colours/i.test(say) &&
    /^yes\b/i.test(answer.response)
  ) {
    harms.push('false yes');
  }
  const named = [...answer.response.matchAll(/(?:order )?#(\d{3,})/gi)]
    .filter((match) => !/ticket/i.test(answer.response.slice(Math.max(0, (match.index ?? 0) - 20), match.index)))
    .map((match) => Number(match[1]));
  for (const number of named) if (!ownOrders.some((item) => item.number === number)) harms.push(`invented order #${number}`);
  return harms;
}

export async function runConversationSuite(
  classifier: IntentClassifier,
  suite: readonly Conversation[] = conversations,
): Promise<SuiteReport> {
  const results: TurnResult[] = [];
  let passed = 0;
  // One engine for all: the orders port answers the orders of the customer of the conversation being played.
  let ownOrders: readonly ChatOrder[] = [];
  let cancelledNow: string[] = [];
  const engine = createChatEngine({
    catalog: memoryCatalog(suiteProducts),
    classifier,
    orders: {
      list: async () => [...ownOrders],
      cancel: async (_customerId, orderId) => {
        const found = ownOrders.find((item) => item.id === orderId);
        if (!found) throw new Error('Order not found.');
        cancelledNow.push(orderId);
        return { ...found, status: 'cancelled' };
      },
      requestReturn: async (_customerId, orderId) => {
        const found = ownOrders.find((item) => item.id === orderId);
        if (!found) throw new Error('Order not found.');
        return { ...found, status: 'return_requested' };
      },
    },
  });
  for (const conversation of suite) {
    ownOrders = conversation.customer ? ordersOf[conversation.customer] : [];
    const customer = conversation.customer ? { id: 'customer-1', name: 'Sam', email: 'sam@example.com' } : null;
    let focus: Focus = {};
    let tickets = 0;
    let isConversationPassed = true;
    for (const [index, turn] of conversation.turns.entries()) {
      let isTicketOpened = false;
      cancelledNow = [];
      const isConfirming = /^(?:yes|yeah|yep|sure|ok|confirm)\b/i.test(turn.say.trim());
      const { answer, focus: next } = await engine.reply({
        message: turn.say,
        focus,
        ...(turn.page ? { page: turn.page } : {}),
        customer,
        support: {
          openTicket: async () => {
            isTicketOpened = true;
            tickets++;
            return 5000 + tickets;
          },
        },
      });
      focus = next;
      const failures: string[] = [];
      const { says = [], never = [], intent, opensTicket, cancels } = turn.expect;
      for (const expected of says) if (!matches(answer.response, expected)) failures.push(`should say ${String(expected)}`);
      for (const unwanted of never) if (matches(answer.response, unwanted)) failures.push(`should not say ${String(unwanted)}`);
      if (intent !== undefined && answer.intent !== intent) failures.push(`intent ${String(answer.intent)}, expected ${String(intent)}`);
      if (opensTicket !== undefined && opensTicket !== isTicketOpened)
        failures.push(opensTicket ? 'should open a ticket' : 'should not open a ticket');
      if (cancels !== undefined && cancels !== cancelledNow.length > 0)
        failures.push(cancels ? 'should cancel the order' : 'should not cancel');
      const harms = harmsOf(turn.say, answer, ownOrders);
      if (cancelledNow.length > 0 && !isConfirming) harms.push('action without confirmation');
      if (failures.length > 0 || harms.length > 0) isConversationPassed = false;
      const kind = turn.kind ?? (index === 0 ? 'first message' : 'follow-up');
      results.push({ conversation: conversation.name, turn: index, kind, say: turn.say, reply: answer.response, failures, harms });
    }
    if (isConversationPassed) passed++;
  }
  return {
    conversations: suite.length,
    passed,
    passRate: suite.length === 0 ? 0 : passed / suite.length,
    harmful: results.reduce((count, result) => count + result.harms.length, 0),
    results,
    byKind: Object.fromEntries(
      TURN_KINDS.map((kind) => {
        const ofKind = results.filter((result) => result.kind === kind);
        const passedTurns = ofKind.filter((result) => result.failures.length === 0 && result.harms.length === 0).length;
        return [kind, { turns: ofKind.length, passed: passedTurns }];
      }),
    ) as Record<TurnKind, KindTally>,
  };
}
