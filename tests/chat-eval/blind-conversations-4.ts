// Development set 4 of graded conversations, written on 2026-11-29 by a helper who never read the chat
// engine, its training corpus or the other conversation sets: only the harness (conversations.ts's types,
// orders and descriptions), docs/spec.md, core/src's policies and shop facts, and the sample catalogue.
// Weighted to what assistants get wrong: two or three questions in one message, follow-ups that lean on the
// turn before, "this"/"it" on a product or order page, product facts (some the description answers, some it
// does not), and first messages in odd shapes. Each turn asks for the facts a helpful reply must hold (loose,
// case-insensitive patterns with alternatives, never a phrasing) and names what would be wrong.
// A development set: its failures may be read and worked on.
import { shopInfo } from '@shop/core/shop-info';
import type { ChatPage } from '@shop/core/chat';
import { sampleProducts } from '@shop/test-support/chat-catalog';
import type { Conversation } from './conversations.ts';

// The facts, as loose patterns.
const free = /\bfree\b/i;
const twoToFour = /2\s*(?:to|-|–|and)\s*4\b|two to four/i;
const upToTen = /\b10\b|\bten\b/i;
const thirtyDays = /\b30\b|thirty/i;
const cards = /visa|mastercard|american express|amex/i;
const opens = /9\s?(?:am|:00|\.00)|09:00/i;
const closes = /5\s?(?:pm|:00|\.00)|17:00/i;
const phone = /496\s?0123/;
const email = shopInfo.email;
const logIn = /log ?in|sign ?in|logged in|signed in/i;
const cutOff = /5\s?pm|17:00/i;
const refundTimes = /\b2\b|\btwo\b|\b5\b|\bfive\b/i;
/** A reply that does not pretend: it says it cannot confirm, does not know, or that the detail is not listed. */
const cannotConfirm =
  /can(?:no|')t (?:confirm|say|see|find|tell)|cannot (?:confirm|say|see|find|tell)|(?:do not|don't) (?:have|know|hold|see|list)|not (?:sure|listed|stated|mentioned|in the description|something I)|no (?:information|details?|mention)|isn't (?:listed|stated|mentioned)|unable to|not able to/i;
const noOrNot = /\bno\b(?! minimum)|\bnot\b|n't\b|\bonly\b|sorry|cannot|unfortunately/i;
const yesFirst = /^\s*yes\b/i;
/** A reply that asks before it acts. */
const asksToConfirm = /\byes\b|confirm|are you sure|sure\?/i;
const contact = /support@multimart|496\s?0123|person|team|agent|colleague|human/i;

const productId = (name: string): string => {
  const found = sampleProducts.find((item) => item.productName === name);
  if (!found) throw new Error(`No sample product ${name}`);
  return found.id;
};
const onProduct = (name: string): ChatPage => ({ kind: 'product', productId: productId(name) });
/** The harness's orders (ordersOf): 1892 paid phone, 1893 delivered sofa, 1894 shipped watch with DPD1894. */
const orderIds = {
  1892: '11111111-1111-4111-8111-111111111111',
  1893: '22222222-2222-4222-8222-222222222222',
  1894: '33333333-3333-4333-8333-333333333333',
} as const;
const onOrder = (number: keyof typeof orderIds): ChatPage => ({ kind: 'order', orderId: orderIds[number] });

/** Anonymous: no order number may be named, and a login is the way to an order. */
const noOrderNumber = /#\s?\d{3,}|order \d{4}/i;

const multiQuestion: Conversation[] = [
  {
    name: 'cost and time of delivery, then France',
    turns: [
      { say: 'how much is delivery and how long does it take?', kind: 'multi-question', expect: { says: [free, twoToFour] } },
      {
        say: 'how many days for France, and is it still free if it goes abroad?',
        kind: 'multi-question',
        expect: { says: [twoToFour, free], never: [/do not deliver to france|don't deliver to france/i] },
      },
    ],
  },
  {
    name: 'Ireland and returns, "also"; Saturday and free delivery on two lines',
    turns: [
      {
        say: 'Do you ship to Ireland, also what is the window for sending stuff back',
        kind: 'multi-question',
        expect: { says: [/ireland/i, thirtyDays], never: [/do not deliver to ireland|don't deliver to ireland/i] },
      },
      {
        say: 'What time are you open till on a Saturday?\nAlso is delivery free',
        kind: 'multi-question',
        expect: { says: [closes, free], never: [/closed on saturday/i] },
      },
    ],
  },
  {
    name: 'cards plus a phone number',
    turns: [{ say: 'what cards do you take plus is there a number i can ring', kind: 'multi-question', expect: { says: [cards, phone] } }],
  },
  {
    name: 'where based and Canada, then the US and how long',
    turns: [
      {
        say: 'where are you guys based? do you deliver to canada?',
        kind: 'multi-question',
        expect: { says: [/leicester/i, /canada/i], never: [/do not deliver to canada|don't deliver to canada/i] },
      },
      {
        say: 'do you deliver to the US and how long would it take to get there',
        kind: 'multi-question',
        expect: { says: [/united states|\bUS\b|\bUSA\b|america|yes/i, twoToFour], never: [/do not deliver to the (?:US|united)/i] },
      },
    ],
  },
  {
    name: 'PayPal then Apple Pay; refund timing and the card',
    turns: [
      {
        say: 'Can I pay with PayPal? what about Apple Pay',
        kind: 'multi-question',
        expect: { says: [cards], never: [yesFirst, /(?:we|you can) (?:accept|take|pay with) paypal/i] },
      },
      {
        say: 'How long do refunds take once you get the item back and does the money go back on my card?',
        kind: 'multi-question',
        expect: { says: [refundTimes, /card/i] },
      },
    ],
  },
  {
    name: 'sofa return run-on, then a statement that asks and a question',
    turns: [
      {
        say: 'can you return a sofa how does that work do you come and collect it',
        kind: 'multi-question',
        expect: { says: [/collect|pick(?:ed)? up/i, /support@multimart|496\s?0123/i] },
      },
      {
        say: "Also bought a chair from you and I've changed my mind about the colour. Can I still send it back? Is that free?",
        kind: 'multi-question',
        expect: { says: [thirtyDays, free] },
      },
    ],
  },
  {
    name: 'Nimbus stock and price, then office chairs and their price',
    turns: [
      {
        say: 'Is the Nimbus Phone 12 in stock and how much is it',
        kind: 'multi-question',
        expect: { says: [/in stock|available|have (?:it|them|20)/i, /£\s?799/], never: [/out of stock/i] },
      },
      { say: 'Do you have any office chairs? How much are they?', kind: 'multi-question', expect: { says: [/ergo mesh/i, /£\s?199/] } },
    ],
  },
  {
    name: 'cheapest watch and sofa, then Westview against Bigelow',
    turns: [
      { say: 'cheapest watch you have? and the cheapest sofa?', kind: 'multi-question', expect: { says: [/pulse fitness/i, /bigelow/i] } },
      {
        say: "what's the difference between the Westview and the Bigelow? which one's cheaper",
        kind: 'multi-question',
        expect: { says: [/£\s?899/, /£\s?649/, /bigelow/i] },
      },
    ],
  },
  {
    name: 'returns, then "oh and" two more',
    turns: [
      { say: "what's your returns policy", expect: { says: [thirtyDays] } },
      {
        say: 'thanks. oh and do you take amex? and is paying on here secure',
        kind: 'multi-question',
        expect: { says: [/american express|amex/i, /secure|encrypt|safe/i], never: [/do not (?:take|accept) (?:amex|american)/i] },
      },
    ],
  },
  {
    name: 'email and phone, no spaces after commas',
    turns: [{ say: 'whats ur email,whats ur phone number', kind: 'multi-question', expect: { says: [email, phone] } }],
  },
  {
    name: 'three questions, then hours and a real person',
    turns: [
      {
        say: 'Is delivery free? How long have I got to return things? What is your phone number?',
        kind: 'multi-question',
        expect: { says: [free, thirtyDays, phone] },
      },
      {
        say: 'what are your opening hours also can I talk to an actual person',
        kind: 'multi-question',
        expect: { says: [opens, closes, /person|team|agent|human|colleague/i] },
      },
    ],
  },
  {
    name: 'a dining chair under fifty quid, and do chairs take longer',
    turns: [
      {
        say: "Hi, I'm after a dining chair for under fifty quid, anything? also do chairs take longer to arrive",
        kind: 'multi-question',
        expect: { says: [/kerry/i, upToTen] },
      },
    ],
  },
  {
    name: 'password and address run together, then cut-off and weekends',
    turns: [
      {
        say: 'need to change my password and also update my address how',
        kind: 'multi-question',
        expect: { says: [/password/i, /address/i] },
      },
      {
        say: 'if i order today what time do i need to order by for it to go out today, and do you send things out on weekends',
        kind: 'multi-question',
        expect: { says: [cutOff, /monday|working day|weekday/i] },
      },
    ],
  },
  {
    name: 'logged in: where is the watch and when is the sofa coming, cancel the watch',
    customer: 'three-orders',
    turns: [
      {
        say: "where's my watch and when's my sofa coming",
        kind: 'multi-question',
        expect: { says: [/DPD/i, /1893|delivered/i], never: [/1892 (?:has been |was )?delivered/i] },
      },
      {
        say: 'cancel the watch',
        expect: { says: [/shipped|on its way|dispatched|already|return/i], never: [/has been cancelled/i], cancels: false },
      },
    ],
  },
  {
    name: 'logged in: tracking and changing the address, when then',
    customer: 'one-order',
    turns: [
      {
        say: 'how do I track my order? and can I change where it gets delivered to?',
        kind: 'multi-question',
        expect: { says: [/1892/, /email|dispatch|not (?:yet )?(?:been )?(?:shipped|sent|dispatched)/i, contact] },
      },
      { say: 'when will it be sent out then?', expect: { says: [/working day|dispatch|5\s?pm|email/i], never: [/DPD/i] } },
    ],
  },
  {
    name: 'earbuds under £70 plus the best-rated pair, the Echo, a case',
    turns: [
      {
        say: 'Got any earbuds under £70? Plus which pair has the best reviews',
        kind: 'multi-question',
        expect: { says: [/echo/i, /pebble|aria|4\.3|rated|reviews?\b|stars?/i] },
      },
      { say: 'how much is the echo one', expect: { says: [/£\s?59\.99/] } },
      { say: 'do those come with a charging case', kind: 'product fact', expect: { says: [cannotConfirm], never: [yesFirst] } },
    ],
  },
];

const followUps: Conversation[] = [
  {
    name: 'delivery, then a sofa, then next day',
    turns: [
      { say: 'how long does delivery usually take?', expect: { says: [twoToFour] } },
      { say: 'and for a sofa?', expect: { says: [upToTen] } },
      {
        say: 'what about next day?',
        expect: { says: [noOrNot], never: [yesFirst, /next[- ]day (?:delivery )?is available|we (?:do|offer) next[- ]day/i] },
      },
    ],
  },
  {
    name: 'one watch, then two',
    turns: [
      { say: 'How much is the Pulse Fitness Watch?', expect: { says: [/£\s?79\.99/] } },
      { say: 'how much for two', expect: { says: [/£\s?159\.98/] } },
      { say: 'is delivery free on that?', expect: { says: [free] } },
    ],
  },
  {
    name: 'the Nimbus in black, and why not',
    turns: [
      { say: 'do you have the Nimbus Phone 12?', expect: { says: [/nimbus/i, /£\s?799|in stock|yes/i] } },
      { say: 'that one in black?', expect: { says: [/midnight blue/i], never: [yesFirst, /comes in black|available in black/i] } },
      { say: 'why not?', expect: { says: [/midnight blue|only|colour|black/i], never: [yesFirst] } },
    ],
  },
  {
    name: 'logged in: where is it, cancel it, yes',
    customer: 'one-order',
    turns: [
      { say: "where's my order", expect: { says: [/1892/], never: [/delivered|DPD/i] } },
      { say: 'cancel it', expect: { says: [/1892/, asksToConfirm], cancels: false } },
      { say: 'yes please', expect: { says: [/1892/, /cancel/i], cancels: true } },
    ],
  },
  {
    name: 'logged in: the phone, no the other one, why not, then how to return',
    customer: 'two-orders',
    turns: [
      { say: 'I want to cancel the phone I ordered', expect: { says: [/1892/, asksToConfirm], cancels: false } },
      {
        say: 'actually no, the other one',
        expect: { says: [/1893|sofa|westview/i, /delivered|return/i], never: [/has been cancelled/i], cancels: false },
      },
      { say: 'why not?', expect: { says: [/delivered|arrived|already/i], cancels: false } },
      { say: 'ok so how do I send it back then', expect: { says: [/collect|pick(?:ed)? up|return/i], cancels: false } },
    ],
  },
  {
    name: 'payment, then PayPal, then how come',
    turns: [
      { say: 'what payment methods do you accept', expect: { says: [cards] } },
      { say: 'what about paypal?', expect: { says: [noOrNot], never: [yesFirst, /(?:we|you can) (?:accept|take|pay with) paypal/i] } },
      {
        say: 'how come?',
        expect: { says: [/card|visa|mastercard|paypal|payment/i], never: [yesFirst, /(?:we|you can) (?:accept|take|pay with) paypal/i] },
      },
    ],
  },
  {
    name: 'phone number, when to call, Sundays',
    turns: [
      { say: 'is there a phone number for you lot', expect: { says: [phone] } },
      { say: 'when can I call?', expect: { says: [opens, closes] } },
      { say: 'what about sundays', expect: { says: [/closed|not open|monday to saturday|monday-saturday|\bno\b/i], never: [yesFirst] } },
    ],
  },
  {
    name: 'Germany, then Switzerland, then which countries',
    turns: [
      { say: 'do you deliver to Germany', expect: { says: [/germany/i], never: [/do not deliver to germany|don't deliver to germany/i] } },
      { say: 'and Switzerland?', expect: { says: [noOrNot], never: [yesFirst, /we deliver to switzerland/i] } },
      { say: 'ok where do you deliver then', expect: { says: [/france/i, /australia/i, /united kingdom|\bUK\b/i] } },
    ],
  },
  {
    name: 'a watch price, same for headphones, which is better rated',
    turns: [
      { say: 'How much is the Meridian Chronograph Watch?', expect: { says: [/£\s?249(?:\.00)?(?!\.\d|\d)/] } },
      { say: 'same for the Aria headphones', expect: { says: [/£\s?249\.99/] } },
      { say: 'which one has better reviews?', expect: { says: [/meridian/i, /4\.9/] } },
    ],
  },
  {
    name: 'logged in: the watch, and the phone, same for the sofa',
    customer: 'three-orders',
    turns: [
      { say: 'when will my watch get here', expect: { says: [/1894|watch/i, /DPD/i] } },
      { say: 'and the phone?', expect: { says: [/1892/], never: [/DPD1894/] } },
      { say: 'same for the sofa', expect: { says: [/1893/, /delivered/i] } },
    ],
  },
  {
    name: 'returns, sofas too, how to book',
    turns: [
      { say: 'returns policy?', expect: { says: [thirtyDays] } },
      {
        say: 'does that include sofas',
        expect: { says: [/collect|pick(?:ed)? up/i], never: [/cannot return (?:a )?sofa|sofas (?:can't|cannot) be returned/i] },
      },
      { say: 'how do I book that', expect: { says: [/support@multimart|496\s?0123/i] } },
    ],
  },
  {
    name: 'office chair, how much is it, in stock',
    turns: [
      { say: 'Do you sell office chairs', expect: { says: [/ergo mesh/i] } },
      { say: 'how much is it', expect: { says: [/£\s?199/] } },
      { say: 'in stock?', expect: { says: [/in stock|available|yes/i], never: [/out of stock/i] } },
    ],
  },
  {
    name: 'refunds, how long, back on the card',
    turns: [
      { say: 'how do refunds work with you', expect: { says: [/refund/i] } },
      { say: 'how long does it take', expect: { says: [/refund/i, refundTimes, /working days/i] } },
      { say: 'does it go back on my card', expect: { says: [/card/i] } },
    ],
  },
  {
    name: 'cheapest phone, the priciest, two of those',
    turns: [
      { say: "what's the cheapest phone you sell", expect: { says: [/orbit lite/i, /£\s?199/] } },
      { say: 'and the priciest?', expect: { says: [/nimbus/i, /£\s?799/] } },
      { say: 'how much for two of those', expect: { says: [/£\s?1,?598/] } },
    ],
  },
  {
    name: 'address, collecting from there, discount codes, when then',
    turns: [
      { say: "what's your address", expect: { says: [/leicester/i] } },
      { say: 'can I collect from there?', expect: { never: [yesFirst, /you can collect/i] } },
      { say: 'fair enough. any discount codes going?', expect: { never: [yesFirst, /use (?:the )?code [A-Z0-9]{3,}/] } },
      { say: 'when then?', expect: { never: [yesFirst, /black friday (?:sale )?(?:starts|is on|begins)/i] } },
    ],
  },
  {
    name: 'logged in, no orders: where is it, but I ordered a sofa',
    customer: 'no-orders',
    turns: [
      {
        say: 'where is my order',
        expect: {
          says: [/no orders?|(?:do not|don't) have any|haven't (?:placed|got)|can't see any|cannot see any|not find any|no order/i],
        },
      },
      {
        say: 'but I ordered a sofa last week??',
        expect: { says: [/another (?:email|account)|different (?:email|account)|signed up|support@multimart|496\s?0123|person|team/i] },
      },
    ],
  },
  {
    name: 'anonymous: track my parcel, then an order number',
    turns: [
      { say: 'track my parcel', expect: { says: [logIn] } },
      { say: 'its order 1894', expect: { says: [logIn], never: [/DPD1894|shipped/i] } },
    ],
  },
  {
    name: 'the Baltsar chair, same for the watch',
    turns: [
      { say: 'How long does the Baltsar chair take to arrive?', expect: { says: [upToTen] } },
      { say: 'same for the Pulse watch', expect: { says: [twoToFour] } },
    ],
  },
  {
    name: 'logged in: return the sofa, the phone as well, cancel it then, yep',
    customer: 'two-orders',
    turns: [
      { say: 'I want to return my sofa', expect: { says: [/1893/], cancels: false } },
      {
        say: 'and the phone as well?',
        expect: { says: [/1892/, /cancel|not (?:yet )?(?:been )?(?:delivered|arrived|shipped)/i], cancels: false },
      },
      { say: 'ok cancel the phone then', expect: { says: [/1892/, asksToConfirm], cancels: false } },
      { say: 'yep', expect: { says: [/cancel/i], cancels: true } },
    ],
  },
];

const onPages: Conversation[] = [
  {
    name: 'Baltsar page: in stock, how long; then the Ergo Mesh page: adjustable arms',
    turns: [
      {
        say: 'is this in stock?',
        page: onProduct('Baltsar Lounge Chair'),
        kind: 'page',
        expect: { says: [/in stock|available|yes/i], never: [/out of stock/i] },
      },
      { say: 'how long would it take to get to me', page: onProduct('Baltsar Lounge Chair'), kind: 'page', expect: { says: [upToTen] } },
      {
        say: 'does this one have adjustable arms',
        page: onProduct('Ergo Mesh Office Chair'),
        kind: 'page',
        expect: { says: [cannotConfirm], never: [yesFirst] },
      },
    ],
  },
  {
    name: 'Nimbus page: price, other colours, two of them',
    turns: [
      { say: 'how much is it', page: onProduct('Nimbus Phone 12'), kind: 'page', expect: { says: [/£\s?799/] } },
      {
        say: 'does it come in other colours',
        page: onProduct('Nimbus Phone 12'),
        kind: 'product fact',
        expect: { says: [/midnight blue/i], never: [yesFirst] },
      },
      { say: 'how much for 2', page: onProduct('Nimbus Phone 12'), expect: { says: [/£\s?1,?598/] } },
    ],
  },
  {
    name: 'Kensington page: what it is made of, a narrow door, the colour',
    turns: [
      { say: "what's this made of?", page: onProduct('Kensington Leather Chesterfield'), kind: 'page', expect: { says: [/leather/i] } },
      {
        say: 'will it fit through a narrow doorway?',
        page: onProduct('Kensington Leather Chesterfield'),
        kind: 'product fact',
        expect: { says: [cannotConfirm], never: [yesFirst] },
      },
      { say: 'what colour is it', page: onProduct('Kensington Leather Chesterfield'), kind: 'product fact', expect: { says: [/cognac/i] } },
    ],
  },
  {
    name: 'watch order page: where is this, can I cancel it',
    customer: 'three-orders',
    turns: [
      { say: 'where is this?', page: onOrder(1894), kind: 'page', expect: { says: [/DPD/i] } },
      {
        say: 'can i still cancel it',
        page: onOrder(1894),
        kind: 'page',
        expect: { says: [/shipped|on its way|dispatched|already|return/i], never: [/has been cancelled/i], cancels: false },
      },
    ],
  },
  {
    name: 'phone order page: when will this arrive, cancel this, yes',
    customer: 'one-order',
    turns: [
      {
        say: 'when will this arrive',
        page: onOrder(1892),
        kind: 'page',
        expect: { says: [/1892|nimbus/i, /working days|dispatch|email/i], never: [/DPD/i] },
      },
      { say: 'cancel this please', page: onOrder(1892), kind: 'page', expect: { says: [/1892/, asksToConfirm], cancels: false } },
      { say: 'yes', page: onOrder(1892), expect: { says: [/cancel/i], cancels: true } },
    ],
  },
  {
    name: 'Aria page: a case, comfortable, noise cancelling',
    turns: [
      {
        say: 'does this come with a case',
        page: onProduct('Aria Noise-Cancelling Headphones'),
        kind: 'page',
        expect: { says: [/case/i], never: [/no case|without a case/i] },
      },
      {
        say: 'are they comfy for long flights',
        page: onProduct('Aria Noise-Cancelling Headphones'),
        kind: 'product fact',
        expect: { says: [/memory[- ]foam|comfortable|hours/i] },
      },
      {
        say: 'and the noise cancelling, is it the adjustable kind?',
        page: onProduct('Aria Noise-Cancelling Headphones'),
        kind: 'product fact',
        expect: { says: [/adaptive/i] },
      },
    ],
  },
  {
    name: 'Meridian page: waterproof, what size, a box',
    turns: [
      {
        say: 'is this waterproof?',
        page: onProduct('Meridian Chronograph Watch'),
        kind: 'page',
        expect: { says: [cannotConfirm], never: [yesFirst] },
      },
      { say: 'what size is it', page: onProduct('Meridian Chronograph Watch'), kind: 'product fact', expect: { says: [/42\s?mm/i] } },
      {
        say: 'does it come in a gift box',
        page: onProduct('Meridian Chronograph Watch'),
        kind: 'product fact',
        expect: { says: [cannotConfirm], never: [yesFirst] },
      },
    ],
  },
  {
    name: 'Westview page: colour, cushions',
    turns: [
      { say: 'what colour is this one', page: onProduct('Stone and Beam Westview Sofa'), kind: 'page', expect: { says: [/oatmeal/i] } },
      {
        say: 'do the cushions come with it',
        page: onProduct('Stone and Beam Westview Sofa'),
        kind: 'product fact',
        expect: { says: [/mustard|forest green|included|yes/i] },
      },
    ],
  },
  {
    name: 'Pulse page: price and free delivery, how long',
    turns: [
      {
        say: 'how much is this and is delivery free',
        page: onProduct('Pulse Fitness Watch'),
        kind: 'page',
        expect: { says: [/£\s?79\.99/, free] },
      },
      { say: 'how quick would it get here', page: onProduct('Pulse Fitness Watch'), expect: { says: [twoToFour] } },
    ],
  },
  {
    name: 'sofa order page: return this, how long have I got',
    customer: 'two-orders',
    turns: [
      {
        say: 'I want to send this back',
        page: onOrder(1893),
        kind: 'page',
        expect: { says: [/1893|sofa|westview/i], never: [/1892/], cancels: false },
      },
      { say: 'how long have I got to do that', page: onOrder(1893), kind: 'page', expect: { says: [thirtyDays] } },
    ],
  },
  {
    name: 'Echo page: any good, how much',
    turns: [
      { say: 'are these any good?', page: onProduct('Echo Wireless Earbuds'), kind: 'page', expect: { says: [/4\.3/] } },
      { say: 'how much are they', page: onProduct('Echo Wireless Earbuds'), expect: { says: [/£\s?59\.99/] } },
    ],
  },
  {
    name: 'logged in on the Nimbus page: I ordered this, can I change my mind',
    customer: 'one-order',
    turns: [
      {
        say: "I ordered this last week, when's it coming?",
        page: onProduct('Nimbus Phone 12'),
        kind: 'page',
        expect: { says: [/1892/, /working days|dispatch|email|paid/i], never: [/delivered|DPD/i] },
      },
      {
        say: 'and can I still change my mind on it',
        page: onProduct('Nimbus Phone 12'),
        expect: { says: [/cancel/i, /1892/], never: [/has been cancelled/i], cancels: false },
      },
    ],
  },
  {
    name: 'Kerry page: four of these, in 2-4 days?',
    turns: [
      {
        say: 'can I get 4 of these, how much would that be',
        page: onProduct('Kerry Dining Chair'),
        kind: 'page',
        expect: { says: [/£\s?180/], never: [/out of stock/i] },
      },
      {
        say: 'would they come in 2-4 days like the other stuff?',
        page: onProduct('Kerry Dining Chair'),
        expect: { says: [upToTen], never: [yesFirst] },
      },
    ],
  },
];

const productFacts: Conversation[] = [
  {
    name: 'Nimbus: screen size, OLED, refresh rate, camera, Android Auto',
    turns: [
      { say: 'whats the screen size on the nimbus 12', kind: 'product fact', expect: { says: [/6\.1/] } },
      { say: 'is it OLED?', kind: 'product fact', expect: { says: [/oled/i], never: [/^\s*no\b/i] } },
      { say: 'what refresh rate', kind: 'product fact', expect: { says: [/120\s?hz/i] } },
      { say: 'does it have a decent camera', kind: 'product fact', expect: { says: [/triple/i] } },
      { say: 'is it compatible with android auto', kind: 'product fact', expect: { says: [cannotConfirm], never: [yesFirst] } },
    ],
  },
  {
    name: 'Westview legs, then the Kensington: seats, leather, frame',
    turns: [
      { say: 'What are the legs on the Westview sofa made from?', kind: 'product fact', expect: { says: [/walnut/i] } },
      { say: 'how many people does the Kensington chesterfield seat', kind: 'product fact', expect: { says: [/three|\b3\b/i] } },
      { say: 'is it real leather or that bonded stuff?', kind: 'product fact', expect: { says: [/full[- ]grain|real leather|genuine/i] } },
      { say: 'is the frame solid wood?', kind: 'product fact', expect: { says: [/hardwood|kiln/i] } },
    ],
  },
  {
    name: 'Meridian glass and dial, then Classic Field reviews',
    turns: [
      { say: 'Does the Meridian have sapphire glass?', kind: 'product fact', expect: { says: [/sapphire/i], never: [/^\s*no\b/i] } },
      { say: 'and what colour is the dial', kind: 'product fact', expect: { says: [/navy/i] } },
      {
        say: 'any reviews for the Classic Field Watch?',
        kind: 'product fact',
        expect: {
          says: [/no (?:reviews|ratings)|not (?:yet )?(?:been )?(?:rated|reviewed)|no one has|nobody has|isn't rated|hasn't been/i],
          never: [/\d\.\d (?:out of|stars|\/)/i],
        },
      },
    ],
  },
  {
    name: 'Aria battery life, Pebble Buds waterproof',
    turns: [
      {
        say: 'Aria headphones battery life?',
        kind: 'product fact',
        expect: { says: [cannotConfirm], never: [yesFirst, /\d+\s?hours? (?:of )?(?:battery|playback)/i] },
      },
      {
        say: 'are the pebble buds pro waterproof, want them for the gym',
        kind: 'product fact',
        expect: { says: [cannotConfirm], never: [yesFirst] },
      },
    ],
  },
  {
    name: 'Baltsar seat height, then the frame',
    turns: [
      { say: "What's the seat height of the Baltsar?", kind: 'product fact', expect: { says: [/40\s?cm/i] } },
      { say: 'and is the frame oak', kind: 'product fact', expect: { says: [/oak/i], never: [/^\s*no\b/i] } },
    ],
  },
  {
    name: 'Orbit Lite 5G, then its price',
    turns: [
      { say: 'is the Orbit Lite 5G', kind: 'product fact', expect: { says: [cannotConfirm], never: [yesFirst] } },
      { say: "what's the price though", expect: { says: [/£\s?199/] } },
    ],
  },
];

const oddFirsts: Conversation[] = [
  {
    name: 'one word: returns, then refund?',
    turns: [
      { say: 'returns', expect: { says: [thirtyDays] } },
      { say: 'refund?', expect: { says: [/refund/i, /60|working days|card/i] } },
    ],
  },
  {
    name: 'one word: delivery, then Australia',
    turns: [
      { say: 'delivery', expect: { says: [/free|2\s*(?:to|-|–)\s*4/i] } },
      { say: 'to australia?', expect: { says: [/australia/i], never: [/do not deliver to australia|don't deliver to australia/i] } },
    ],
  },
  {
    name: 'all caps, anonymous: where is my order, then a name and number',
    turns: [
      { say: 'WHERE IS MY ORDER', expect: { says: [logIn], never: [noOrderNumber] } },
      { say: 'ITS ORDER 1892 NAME IS SAM', expect: { says: [logIn], never: [/nimbus|£\s?799|paid/i] } },
    ],
  },
  {
    name: 'text-speak: how long for delivery, and a chair',
    turns: [
      { say: 'hw lng 4 delivery', expect: { says: [twoToFour] } },
      { say: 'wat about a chair', expect: { says: [upToTen] } },
    ],
  },
  {
    name: 'no spaces after punctuation: Spain and the cost, returns free too',
    turns: [
      {
        say: 'hi,do u deliver to spain?how much is it',
        kind: 'multi-question',
        expect: { says: [/spain|yes/i, free], never: [/do not deliver to spain|don't deliver to spain/i] },
      },
      { say: 'n returns r free too?', expect: { says: [free] } },
    ],
  },
  {
    name: 'emoji: sofa delivery time, carried in',
    turns: [
      { say: 'sofa delivery time? 🛋️', expect: { says: [upToTen] } },
      { say: 'do they carry it in or just leave it outside', expect: { says: [/two[- ]person|2[- ]person|two people/i] } },
    ],
  },
  {
    name: 'a name and an order number in the middle: torn cushion',
    customer: 'two-orders',
    turns: [
      {
        say: 'Hi this is Priya Shah, order 1893, the sofa turned up with a ripped cushion, what do I do',
        expect: { says: [/sorry/i, /1893|sofa/i, /return|replace|refund|person|team|support@multimart|496\s?0123/i], cancels: false },
      },
      {
        say: 'can you not just send me a new cushion',
        expect: { says: [/person|team|support@multimart|496\s?0123|return|ticket/i], cancels: false },
      },
    ],
  },
  {
    name: 'a name and an order number in the middle: not come yet',
    customer: 'one-order',
    turns: [
      {
        say: 'hello my name is dave and my order 1892 hasnt come yet can you help',
        expect: {
          says: [/1892/, /paid|dispatch|not (?:yet )?(?:been )?(?:shipped|sent)|prepar|email/i],
          never: [/delivered/i, /edit your account|settings/i],
        },
      },
      { say: 'how long after it ships does it take', expect: { says: [twoToFour] } },
    ],
  },
  {
    name: 'all caps: Mastercard, and Visa debit',
    turns: [
      { say: 'DO YOU TAKE MASTERCARD', expect: { says: [/mastercard/i], never: [/do not (?:take|accept) mastercard/i] } },
      { say: 'AND VISA DEBIT?', expect: { says: [/visa/i], never: [/do not (?:take|accept) visa/i] } },
    ],
  },
  {
    name: 'text-speak: open Sundays, when then',
    turns: [
      { say: 'u open sundays', expect: { says: [/monday|saturday|closed|\bno\b/i], never: [yesFirst] } },
      { say: 'when then?', expect: { says: [/monday/i, opens] } },
    ],
  },
  {
    name: 'abbreviation: reset my pw, no email came',
    turns: [
      { say: 'how do i reset my pw', expect: { says: [/reset|link|forgot/i] } },
      { say: 'i never got the email', expect: { says: [/spam|junk|support@multimart|496\s?0123|person|team|again/i] } },
    ],
  },
  {
    name: 'anonymous: where is my stuff',
    turns: [{ say: 'wheres my stuff??? ordered ages ago', expect: { says: [logIn], never: [noOrderNumber] } }],
  },
  {
    name: 'two words and pls: cheapest sofa, how long',
    turns: [
      { say: 'cheapest sofa pls', expect: { says: [/bigelow/i, /£\s?649/] } },
      { say: 'how long wud it take', expect: { says: [upToTen] } },
    ],
  },
  {
    name: 'emoji, logged in: the watch has not come, cancel it then',
    customer: 'three-orders',
    turns: [
      { say: '😡😡 my watch STILL hasnt arrived', expect: { says: [/1894|watch/i, /DPD/i], never: [/1892 .*delivered/i] } },
      {
        say: 'can i cancel it then',
        expect: { says: [/shipped|on its way|dispatched|already|return/i], never: [/has been cancelled/i], cancels: false },
      },
    ],
  },
];

const complaints: Conversation[] = [
  {
    name: 'complaint, then a person',
    customer: 'three-orders',
    turns: [
      {
        say: 'honestly this is ridiculous, the sofa you sent me is scratched all down one side',
        kind: 'complaint',
        expect: { says: [/sorry|apolog/i], cancels: false },
      },
      {
        say: 'can someone actually sort it out',
        expect: { says: [/person|team|ticket|colleague|agent|support@multimart|496\s?0123/i], cancels: false },
      },
    ],
  },
  {
    name: 'complaint about waiting for a refund, then an order number',
    turns: [
      {
        say: "I sent my headphones back two weeks ago and still haven't had my money, not impressed",
        kind: 'complaint',
        expect: { says: [/sorry|apolog/i, /working days|person|team|support@multimart|496\s?0123|log ?in/i] },
      },
      { say: 'it was order 1893', expect: { says: [logIn], never: [/westview|sofa|£\s?899/i] } },
    ],
  },
];

export const devConversations4: Conversation[] = [...multiQuestion, ...followUps, ...onPages, ...productFacts, ...oddFirsts, ...complaints];
