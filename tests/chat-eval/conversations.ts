// The graded conversation suite: conversations of our own (single and multi-turn, logged in and anonymous)
// played against the chat engine with the sample catalogue and a customer's orders in memory. Each turn
// is graded on what the reply must and must not say; every reply is also checked for harm: a "Yes" to a
// fact the catalogue does not hold, an order number the customer does not have, or a placeholder token.
import { createChatEngine, type ChatAnswer, type ChatOrder, type Focus, type IntentClassifier } from '@shop/functions/chat';
import { DELIVERY_COUNTRIES as COUNTRIES } from '@shop/core/policies';
import { shopInfo } from '@shop/core/shop-info';
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

export type Turn = { say: string; expect: Expect };
export type Conversation = { name: string; customer?: 'one-order' | 'two-orders' | 'no-orders'; turns: Turn[] };

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
const ordersOf: Record<NonNullable<Conversation['customer']>, ChatOrder[]> = {
  'one-order': [novaOrder],
  'two-orders': [sofaOrder, novaOrder],
  'no-orders': [],
};

const product = (name: string) => {
  const found = sampleProducts.find((item) => item.productName === name);
  if (!found) throw new Error(`No sample product ${name}`);
  return found;
};
const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

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
  'what colours does the Baltsar Lounge Chair come in?',
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
  ['how do I change my email address', 'edit_account', [/current address/i]],
  ['can I exchange my sofa for a different colour', 'change_order', [/do not swap/i]],
  ['do you have any discount codes?', 'discount_codes', [/no discount codes/i]],
  ['where do I enter my promo code', 'discount_codes', [/no discount codes/i]],
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

export const conversations: Conversation[] = [
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
  one('cancel a delivered order is refused', 'cancel order #1893', { says: ['#1893', /no longer be cancelled/i] }, 'two-orders'),
  // Swearing or shouting alone is no request for a person.
  ...angry.map((say) => one(`angry: ${say}`, say, { opensTicket: false, never: [/ticket/i] })),
  ...human.map((say) => one(`human: ${say}`, say, { opensTicket: true, says: [/ticket number is #\d+/i] })),
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

export type TurnResult = { conversation: string; turn: number; say: string; reply: string; failures: string[]; harms: string[] };
export type SuiteReport = { conversations: number; passed: number; passRate: number; harmful: number; results: TurnResult[] };

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
    catalog: memoryCatalog(),
    classifier,
    orders: {
      list: async () => [...ownOrders],
      cancel: async (_customerId, orderId) => {
        const found = ownOrders.find((item) => item.id === orderId);
        if (!found) throw new Error('Order not found.');
        cancelledNow.push(orderId);
        return { ...found, status: 'cancelled' };
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
      results.push({ conversation: conversation.name, turn: index, say: turn.say, reply: answer.response, failures, harms });
    }
    if (isConversationPassed) passed++;
  }
  return {
    conversations: suite.length,
    passed,
    passRate: suite.length === 0 ? 0 : passed / suite.length,
    harmful: results.reduce((count, result) => count + result.harms.length, 0),
    results,
  };
}
