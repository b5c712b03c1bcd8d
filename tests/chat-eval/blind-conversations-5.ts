// A HELD-OUT set of graded conversations, written on 2026-11-29 by helper "blind5", who never opened the chat
// engine (functions/src/chat/, functions/src/assistant/), its corpus (functions/src/chat/classifier/corpus), the
// own evaluation set (own/), any blind or development set (the *.json files, blind-conversations.ts, -4, and -3 past
// its header and helpers), nor the end-to-end assistant specs. conversations.ts was read for its types, how a
// turn is graded, the suite's product descriptions and the customers' orders (some of its own conversations
// were on screen while reading it; none is copied here); the README only for how earlier sets are described.
// The truth graded against is docs/spec.md, core/src (policies.ts, shop-info.ts, constants.ts, invoice-texts.ts,
// order-lifecycle.ts), the sample catalogue
// (test-support/src/chat-catalog.ts with the suite's descriptions) and the customers' orders (pages.ts):
// #1892 Nimbus Phone 12, paid; #1893 Stone and Beam Westview Sofa, delivered; #1894 Pulse Fitness Watch, shipped
// with DPD (DPD1894).
//
// Made unlike the earlier sets: longer conversations (3 to 5 turns) whose later turns lean on the first ones
// ("and the other one?", "no, the sofa one", "ok do it", "going back to the first thing"); chat habits (lower
// case, no punctuation, one thought in two messages, "sorry I meant..."); the page in view (product and order
// pages); product facts the description states and facts it does not (no "yes" to those); complaints that need
// the shop's own next step; two and three questions in one message; logged-in customers naming orders by
// product, status or part of the number; swearing around a real question (no ticket); names inside messages;
// first messages in unusual words (rebate, restitution, PIN, ETA, a city for a country).
//
// Grading is a fair judge's: `says` holds only the facts a helpful reply must carry (alternatives where the
// wording may vary, case-insensitive), `never` what would be wrong or harmful. Written before any reply was
// seen. HELD OUT: it is reported by the bench, never asserted by `npm test`, and its failures are not to be
// read turn by turn nor mended against.
import type { Conversation } from './conversations.ts';
import { conv, t } from './graded-turns.ts';
import { orderPage, productPage } from './pages.ts';

// ---- Shop facts (docs/spec.md, core/src/policies.ts, core/src/shop-info.ts), worded loosely ----
const FREE = /free|no (delivery |shipping )?(charge|cost|fee)|£0(\.00)?\b|costs? nothing/i;
const STANDARD_DAYS = /(2|two)\s*(to|-|–|and)\s*(4|four) working days/i;
const LARGE_DAYS = /(10|ten) working days/i;
const TWO_PERSON = /two-person|two person|2-person|2 person/i;
const THIRTY = /30 days|thirty days/i;
const SIXTY = /60 days|sixty days/i;
const REFUND_TIMING = /(2|two) working days|(5|five) working days/i;
const CONTACT = /support@multimart\.example|\+44 116 496 0123/i;
const COLLECTED = /collect/i;
const LOGIN = /log ?in|sign ?in|logged in|signed in/i;
const RESET = /forgot (your )?password|reset/i;
const SETTINGS = /settings/i;
const CONFIRM = /\?|confirm|sure/i;
const PERSON = /person|human|team|colleague|agent|ticket|someone|staff/i;
const NEXT_STEP = /return|refund|replace|collect|ticket|team|colleague|support@|\+44|contact|person/i;
const NOT_STATED =
  /n[o']t (say|state|mention|list|show|confirm|sure|know|specif|cover|include|able to (confirm|say))|n[o']t have (that|this|any|the)|no (information|details|mention|data)|can(no|')t (confirm|say|tell)|isn'?t (stated|listed|mentioned|specified|given)|unsure|support@|\+44/i;
const NOT_DELIVERED_THERE =
  /(do not|don't|cannot|can't|unable to|not able to) (currently )?(deliver|ship|send)|only (deliver|ship)|(is|are) not (one of|on|in) (the|our)/i;
const DELIVER_REFUSAL = /(do not|don't|cannot|can't|unable to) (currently )?(deliver|ship|send)/i;

// ---- What would be wrong ----
const YES_OPENING =
  /^\W*(yes|yep|yeah|absolutely|definitely|of course|sure(ly)?|it (does|is|has|can|comes)|they (do|are|have|can|will))\b/i;
/** An anonymous visitor is never told about an order of the suite's customers. */
const SUITE_ORDER = /\b189[234]\b/;
const CANCELLED_CLAIM = /(has|have) (now )?been cancel+ed|I('ve| have) cancel+ed|is now cancel+ed|cancel+ation (is )?(done|complete)/i;
const REFUND_DONE =
  /I('ve| have) (issued|processed|refunded|sent)|(has|have) been refunded|refund (has been|is) (issued|processed|on its way)/i;

// ---- The customers' orders ----
const PHONE_NOT_SENT = /paid|processing|prepar|not (yet )?(been )?(shipped|dispatched|sent)|yet to (ship|be dispatched)/i;
const WATCH_SENT = /shipped|on its way|dispatched|in transit|DPD/i;
const SOFA_DELIVERED = /delivered/i;
const NO_LONGER_CANCELLABLE = /no longer|cannot|can't|can not|too late|already (been )?(shipped|delivered)/i;

// ---- The pages in view ----
const baltsar = { page: productPage('Baltsar Lounge Chair') };
const nimbus = { page: productPage('Nimbus Phone 12') };
const aria = { page: productPage('Aria Noise-Cancelling Headphones') };
const westview = { page: productPage('Stone and Beam Westview Sofa') };
const chesterfield = { page: productPage('Kensington Leather Chesterfield') };
const meridian = { page: productPage('Meridian Chronograph Watch') };
const kerry = { page: productPage('Kerry Dining Chair') };
const pulse = { page: productPage('Pulse Fitness Watch') };
const echo = { page: productPage('Echo Wireless Earbuds') };
const ergo = { page: productPage('Ergo Mesh Office Chair') };
const watchOrderPage = { page: orderPage(1894) };
const sofaOrderPage = { page: orderPage(1893) };
const phoneOrderPage = { page: orderPage(1892) };

const productPages: Conversation[] = [
  conv('baltsar page: seat height, what it is made of, flat pack, delivery', undefined, [
    t('how high is the seat on this', 'page', [/40 ?cm/i], [], baltsar),
    t('and what is it made of', 'follow-up', [/oak/i, /boucl/i], [], baltsar),
    t('does it come assembled or flat pack', 'product fact', [NOT_STATED], [YES_OPENING], baltsar),
    t('ok how long would delivery take', 'follow-up', [LARGE_DAYS], [], baltsar),
  ]),
  conv('nimbus page: screen, 5G, price and arrival, a colour not sold', undefined, [
    t('whats the screen size', 'page', [/6\.1/], [], nimbus),
    t('is it 5g', 'product fact', [NOT_STATED], [YES_OPENING], nimbus),
    t('ok how much is it and if i order today when will it arrive', 'multi-question', ['£799.00', STANDARD_DAYS], [], nimbus),
    t('does it come in red', 'product fact', [/midnight blue/i], [YES_OPENING], nimbus),
  ]),
  conv('aria page: folding, a case, battery life', undefined, [
    t('do these fold up', 'page', [/fold/i], [], aria),
    t('is there a case with them', 'product fact', [/case/i], [], aria),
    t('battery life?', 'product fact', [NOT_STATED], [YES_OPENING, /\d+ ?(hours|hrs)/i], aria),
  ]),
  conv('westview page: legs, cushions, grey, delivery time and cost', undefined, [
    t('what are the legs made of', 'page', [/walnut/i], [], westview),
    t('does it come with cushions', 'product fact', [/mustard|forest green|accent cushion/i], [], westview),
    t(
      'can i get it in grey instead',
      'product fact',
      [/oatmeal|n[o']t (say|state|mention|list|offer|available|sold|confirm)|only (in|comes)/i],
      [YES_OPENING],
      westview,
    ),
    t('how long does it take to deliver a sofa', 'follow-up', [LARGE_DAYS], [], westview),
    t('and is it free', 'follow-up', [FREE], [], westview),
  ]),
  conv('chesterfield page: real leather, seats, price, reclining', undefined, [
    t('is this real leather or faux', 'page', [/full-grain|full grain/i], [], chesterfield),
    t('how many can sit on it', 'product fact', [/three|\b3\b/i], [], chesterfield),
    t('and the price', 'follow-up', ['£1,499.00'], [], chesterfield),
    t('can it recline', 'product fact', [NOT_STATED], [YES_OPENING], chesterfield),
  ]),
  conv('meridian page: face size, water resistance, dial and strap', undefined, [
    t('how big is the face', 'page', [/42 ?mm/i], [], meridian),
    t('is it water resistant', 'product fact', [NOT_STATED], [YES_OPENING], meridian),
    t('what colour is the dial and the strap', 'product fact', [/navy/i, /brown/i], [], meridian),
  ]),
  conv('kerry page then ergo page: solid wood not stated, four of them, adjustable arms not stated, rating', undefined, [
    t('is this solid wood', 'page', [NOT_STATED], [YES_OPENING], kerry),
    t('how much for four of them', 'follow-up', [/£180(\.00)?|£45\.00/], [], kerry),
    t('are the arms adjustable on this one', 'page', [NOT_STATED], [YES_OPENING], ergo),
    t('whats it rated', 'follow-up', [/4\.2/], [], ergo),
  ]),
  conv('pulse page: heart rate not stated, then "I already bought one"', 'three-orders', [
    t('does this track heart rate', 'page', [NOT_STATED], [YES_OPENING], pulse),
    t('i actually already bought one where is it', 'follow-up', ['1894', WATCH_SENT], [], pulse),
  ]),
  conv('echo page: iphone not stated, then against the pebble buds', undefined, [
    t('will these work with my iphone', 'page', [NOT_STATED], [YES_OPENING], echo),
    t('how do they compare to the pebble buds', 'follow-up', ['£59.99', '£89.99'], [], echo),
  ]),
];

const orderPages: Conversation[] = [
  conv('watch order page: where, cancel, tracking number', 'three-orders', [
    t('where is this', 'page', ['1894', WATCH_SENT], [], watchOrderPage),
    t('can i still cancel it', 'follow-up', [NO_LONGER_CANCELLABLE], [CANCELLED_CLAIM], { ...watchOrderPage, cancels: false }),
    t('whats the tracking number', 'follow-up', ['DPD1894'], [], watchOrderPage),
  ]),
  conv('sofa order page: send it back, how long, when the money comes', 'two-orders', [
    t('i want to send this back', 'page', [/1893|sofa/i, /return/i], [REFUND_DONE], sofaOrderPage),
    t('how long do i have', 'follow-up', [THIRTY], [], sofaOrderPage),
    t('when would i see the money', 'follow-up', [REFUND_TIMING], [REFUND_DONE], sofaOrderPage),
  ]),
  conv('phone order page: cancel this, yes, an email', 'two-orders', [
    t('cancel this', 'page', ['1892', CONFIRM], [CANCELLED_CLAIM], { ...phoneOrderPage, cancels: false }),
    t('yes please', 'follow-up', [/cancel/i], [], { ...phoneOrderPage, cancels: true }),
    t('will i get an email about it', 'follow-up', [/email/i], [], phoneOrderPage),
  ]),
  conv('one order: "whats the sitch with 1892", then on its page an invoice and the VAT on it', 'one-order', [
    t('yo whats the sitch with 1892', 'first message', ['1892', PHONE_NOT_SENT]),
    t('can i get an invoice for this one', 'page', [/invoice/i], [/has no invoice/i], phoneOrderPage),
    t('does it show the vat', 'follow-up', [/VAT/], [], phoneOrderPage),
  ]),
  conv('sofa order page, three orders: is this the one that came, then return it', 'three-orders', [
    t('has this one arrived', 'page', ['1893', SOFA_DELIVERED], [], sofaOrderPage),
    t('its too big for our living room, i want to return it', 'follow-up', [/return/i], [REFUND_DONE], sofaOrderPage),
    t('how do you get a sofa back from me', 'follow-up', [COLLECTED], [], sofaOrderPage),
  ]),
];

const ordersByWhatTheyAre: Conversation[] = [
  conv('three orders: by the end of the number, then "the other one?"', 'three-orders', [
    t('whats happening with the one ending in 94', 'first message', ['1894', WATCH_SENT]),
    t('and 92?', 'follow-up', ['1892', PHONE_NOT_SENT]),
    t('the other one?', 'follow-up', ['1893', SOFA_DELIVERED]),
  ]),
  conv('three orders: by status, then leave it', 'three-orders', [
    t("the order that's been shipped, when will it get here", 'first message', ['1894', /DPD/]),
    t("what about the one that isn't shipped yet, can i still cancel it", 'follow-up', ['1892', CONFIRM], [CANCELLED_CLAIM], {
      cancels: false,
    }),
    t('no leave it', 'follow-up', [], [CANCELLED_CLAIM], { cancels: false }),
  ]),
  conv('two orders: cancel, "no, the sofa one", then return it', 'two-orders', [
    t('cancel my order', 'first message', [/1892|1893|which/i], [CANCELLED_CLAIM], { cancels: false }),
    t('no, the sofa one', 'follow-up', [/1893|sofa/i, NO_LONGER_CANCELLABLE], [CANCELLED_CLAIM], { cancels: false }),
    t('ok then i want to return it', 'follow-up', [/return/i, /1893|sofa/i], [REFUND_DONE]),
  ]),
  conv('two orders: the phone in two messages', 'two-orders', [
    t('the phone i ordered', 'first message', ['1892']),
    t('when does it come', 'follow-up', [/1892|phone|Nimbus/i, PHONE_NOT_SENT]),
  ]),
  conv('one order: ETA of order 1892, then by friday', 'one-order', [
    t('ETA of order 1892?', 'first message', ['1892', PHONE_NOT_SENT]),
    t('will it be here by friday', 'follow-up', [/working days|dispatch|(cannot|can't) (promise|guarantee)/i], [YES_OPENING]),
  ]),
  conv('three orders: ETA of order 1894, then the tracking', 'three-orders', [
    t('ETA of order 1894', 'first message', ['1894', /DPD/]),
    t('tracking link?', 'follow-up', ['DPD1894']),
  ]),
  conv('three orders: the watch and the phone at once, then the sofa', 'three-orders', [
    t('where are the watch and the phone i ordered', 'multi-question', ['1894', '1892']),
    t('and has the sofa arrived', 'follow-up', ['1893', SOFA_DELIVERED]),
  ]),
  conv('two orders: the sofa, "and the other one?", cancel that, ok do it', 'two-orders', [
    t('whats the status of my sofa order', 'first message', ['1893', SOFA_DELIVERED]),
    t('and the other one?', 'follow-up', ['1892', PHONE_NOT_SENT]),
    t('ok cancel that one', 'follow-up', ['1892', CONFIRM], [CANCELLED_CLAIM], { cancels: false }),
    t('ok do it', 'follow-up', [/cancel/i], [], { cancels: true }),
  ]),
  conv('three orders: earbuds never ordered, then "oh wait it was the watch"', 'three-orders', [
    t(
      'did my earbuds ship',
      'first message',
      [/(cannot|can't|could not|couldn't) (find|see)|(do not|don't) see|no (order|earbuds)/i],
      [/Echo Wireless Earbuds (has|have|was|were) (been )?shipped/i],
    ),
    t('oh wait it was the watch', 'follow-up', ['1894', WATCH_SENT]),
  ]),
  conv('no orders: where is my order, then the husband ordered it', 'no-orders', [
    t(
      'hi where is my order',
      'first message',
      [/no orders|any orders|(cannot|can't|could not|couldn't) find|(do not|don't) see/i],
      [SUITE_ORDER],
    ),
    t('my husband ordered it on his account', 'follow-up', [/his account|his own|log ?in|sign ?in/i], [SUITE_ORDER]),
  ]),
  conv('anonymous: where is order 1894, then "I checked out as a guest"', undefined, [
    t('where is order 1894', 'first message', [LOGIN], [/DPD/]),
    t('i dont have an account i checked out as guest', 'follow-up', [/account|log ?in|sign ?in/i], [/DPD/]),
  ]),
  conv('three orders: the delivered one, return it and how, a reason, yes', 'three-orders', [
    t('the delivered one, can i return it and how', 'multi-question', ['1893', /return/i], [REFUND_DONE]),
    t('the cushions are a different colour to the photos', 'follow-up', [/return/i], [REFUND_DONE]),
    t('yes', 'follow-up', [/return/i], [REFUND_DONE]),
  ]),
];

const namesInMessages: Conversation[] = [
  conv('two orders: "my wife Priya ordered the sofa", a torn cushion, how it goes back', 'two-orders', [
    t('my wife priya ordered the sofa on my account, has it been delivered?', 'first message', ['1893', SOFA_DELIVERED]),
    t('she says one of the cushions is torn', 'complaint', [NEXT_STEP], [REFUND_DONE]),
    t('how does she send a whole sofa back', 'follow-up', [COLLECTED, CONTACT]),
  ]),
  conv('"my son Tom wants the fitness watch": price, arrival, a return', undefined, [
    t('my son tom wants the pulse fitness watch for christmas how much is it', 'first message', ['£79.99'], [/could not find/i]),
    t('how long would it take to arrive', 'follow-up', [STANDARD_DAYS]),
    t('can he return it if he doesnt like it', 'follow-up', [THIRTY]),
  ]),
  conv('"hi it\'s Marco from Dublin": delivery and its cost in one', undefined, [
    t("hi it's marco from dublin, do you deliver to ireland and is it free", 'multi-question', [/Ireland/i, FREE], [DELIVER_REFUSAL]),
    t('whats the ETA if i order today', 'follow-up', [STANDARD_DAYS]),
  ]),
  conv('"my flatmate Jess ordered earbuds": not hers to see', undefined, [
    t(
      'my flatmate jess ordered earbuds on her account, can you tell me where they are',
      'first message',
      [/log ?in|sign ?in|her account|account/i],
      [SUITE_ORDER],
    ),
  ]),
  conv('"I\'m Dev, my sister Anika recommended the Baltsar": rating and price', undefined, [
    t('im dev, my sister anika recommended the baltsar chair. whats it rated and how much', 'multi-question', [/4\.8/, '£129.00']),
    t('is it comfy for long periods', 'product fact', [NOT_STATED], [YES_OPENING]),
  ]),
];

const complaints: Conversation[] = [
  conv('anonymous: earbuds stopped charging, postage, where to, the money', undefined, [
    t('the echo earbuds i got stopped charging after 3 days', 'complaint', [/return/i], [REFUND_DONE]),
    t('do i have to pay for the postage', 'follow-up', [FREE]),
    t('and where do i send them', 'follow-up', [/Leicester|Market Street|returns slip|slip/i]),
    t('how long till i get my money', 'follow-up', [REFUND_TIMING], [REFUND_DONE]),
  ]),
  conv('three orders: a late watch, then someone to talk to', 'three-orders', [
    t('this is ridiculous my watch order was meant to be here days ago', 'complaint', ['1894', /DPD/]),
    t('i want to talk to someone about it', 'follow-up', [PERSON], [], { opensTicket: true }),
  ]),
  conv('one order: the phone has not shipped, cancel and buy elsewhere, then keep it', 'one-order', [
    t('been waiting ages and my phone still hasnt even shipped, not happy', 'complaint', ['1892', PHONE_NOT_SENT], [CANCELLED_CLAIM]),
    t('can i cancel and buy it somewhere else', 'follow-up', ['1892', CONFIRM], [CANCELLED_CLAIM], { cancels: false }),
    t('actually no keep it', 'follow-up', [], [CANCELLED_CLAIM], { cancels: false }),
  ]),
  conv('anonymous: the wrong chair came', undefined, [
    t('you sent me the wrong chair', 'complaint', [NEXT_STEP], [REFUND_DONE]),
    t('i ordered the baltsar and got a kerry dining chair', 'follow-up', [/return|collect|replace/i], [REFUND_DONE]),
  ]),
  conv('anonymous: payment failed but the money left, then the cart', undefined, [
    t(
      'my payment failed at checkout but the money left my account',
      'complaint',
      [/nothing (was |is |has been )?charged|not (been )?charged|no charge|support@|\+44|contact|ticket|team|person/i],
      [REFUND_DONE],
    ),
    t('did my cart get lost', 'follow-up', [/kept|still in your (cart|basket)|(cart|basket) (is|was|has been) (kept|saved)/i]),
  ]),
  conv('two orders: restitution for a damaged sofa, a full refund', 'two-orders', [
    t('I demand restitution, the sofa you delivered is damaged', 'complaint', [/1893|sofa/i, /return|refund|collect/i], [REFUND_DONE]),
    t('i want a full refund not a repair', 'follow-up', [/refund/i, /full|card/i], [REFUND_DONE]),
  ]),
  conv('anonymous: why a sofa takes 10 days', undefined, [
    t('why does a sofa take 10 days when your site says 2 to 4, thats misleading', 'complaint', [TWO_PERSON]),
    t('is that the same for chairs', 'follow-up', [/chair/i, LARGE_DAYS]),
  ]),
  conv('anonymous: charged more than the page said', undefined, [
    t(
      'i was charged more than the price on the page',
      'complaint',
      [/includ|free|total you see|contact|support@|\+44|ticket|team|person/i],
      [REFUND_DONE],
    ),
    t('is vat added on top at the end?', 'follow-up', [/includ/i]),
  ]),
  conv('anonymous: a scratched watch, then the money back guarantee', undefined, [
    t('the meridian watch came with a scratch on the glass. really disappointed', 'complaint', [/return|replace|refund/i], [REFUND_DONE]),
    t('i heard you have a money back guarantee, how long is it', 'follow-up', [SIXTY]),
    t('and does the refund go back on my card', 'follow-up', [/card/i]),
  ]),
];

const multiQuestion: Conversation[] = [
  conv('anonymous: phone number, hours and where, Sundays, amex and paypal, apple pay', undefined, [
    t('whats your phone number, what hours are you open and where are you based', 'multi-question', [
      '+44 116 496 0123',
      /9\s?am/i,
      'Leicester',
    ]),
    t('open sundays?', 'follow-up', [/Monday to Saturday|not (open )?on Sundays?|closed/i], [YES_OPENING]),
    t(
      'do you take amex and can i pay with paypal',
      'multi-question',
      [/american express|amex/i],
      [/paypal is (accepted|fine|ok)|you can (pay|use) (with |by )?paypal/i],
    ),
    t('apple pay?', 'follow-up', [/visa|mastercard|american express|card/i], [YES_OPENING]),
  ]),
  conv('anonymous: aria price, folding and delivery cost, then the cheapest earbuds', undefined, [
    t('how much are the aria headphones, do they fold, and is delivery free', 'multi-question', ['£249.99', /fold/i, FREE]),
    t('and the cheapest earbuds you have', 'follow-up', ['Echo Wireless Earbuds']),
  ]),
  conv('anonymous: until when to cancel and how long to return, then the guarantee', undefined, [
    t('until when can i cancel an order and how long do i have to return stuff', 'multi-question', [/ship/i, THIRTY]),
    t('what about the money back guarantee', 'follow-up', [SIXTY]),
  ]),
  conv('anonymous: Germany and its cost, then how long', undefined, [
    t('do you ship to germany and how much does it cost', 'multi-question', [/Germany/i, FREE], [DELIVER_REFUSAL]),
    t('how long', 'follow-up', [STANDARD_DAYS]),
  ]),
  conv('two orders: the phone, the sofa and an invoice in one message', 'two-orders', [
    t('where is my phone, can i return the sofa, and can i get an invoice', 'multi-question', ['1892', '1893', /invoice/i], [REFUND_DONE]),
  ]),
  conv('anonymous: cheapest sofa and best rated chair, the chair, "sorry I meant the sofa"', undefined, [
    t('cheapest sofa and best rated chair?', 'multi-question', ['Rivet Bigelow Modern Sofa', 'Baltsar Lounge Chair']),
    t('how much is the chair', 'follow-up', ['£129.00']),
    t('sorry i meant the sofa', 'follow-up', ['£649.00']),
  ]),
  conv('anonymous: download my data and delete my account, then the orders', undefined, [
    t('how do i download my data and then delete my account', 'multi-question', [/Download my data/i, /Delete my account/i]),
    t('will my orders be deleted too', 'follow-up', [/stay|kept|keep|remain/i]),
  ]),
  conv('anonymous: VAT and shipping on top', undefined, [
    t('do prices include vat? is there shipping on top?', 'multi-question', [/includ/i, FREE]),
    t('whats the vat rate', 'follow-up', [/20 ?%|20 per ?cent/i]),
  ]),
  conv('anonymous: canada and how long, returns, "going back to the first thing"', undefined, [
    t('do you ship to canada and how long does it take', 'multi-question', [/Canada/i, STANDARD_DAYS], [DELIVER_REFUSAL]),
    t('ok whats your returns window', 'follow-up', [THIRTY]),
    t('going back to the first thing, is shipping to canada free', 'follow-up', [FREE]),
  ]),
  conv('anonymous: cut-off time and the weekend in one message', undefined, [
    t('whats the cut off for same day dispatch and do you dispatch on weekends', 'multi-question', [
      /5 ?pm/i,
      /monday to friday|working day|weekday/i,
    ]),
  ]),
];

const swearing: Conversation[] = [
  conv('three orders: "where the hell is my watch", then the tracking number', 'three-orders', [
    t('where the hell is my f***ing watch', 'first message', ['1894', /DPD/], [], { opensTicket: false }),
    t('fine whats the tracking number then', 'follow-up', ['DPD1894'], [], { opensTicket: false }),
  ]),
  conv('anonymous: a forgotten password with a swear, then changing it', undefined, [
    t('shit i forgot my password how do i reset it', 'first message', [RESET], [], { opensTicket: false }),
    t('and can i change it myself once im back in', 'follow-up', [SETTINGS]),
  ]),
  conv('anonymous: swearing throughout: the returns policy, the postage, the cheapest sofa, its rating', undefined, [
    t('what the fuck is your return policy', 'first message', [THIRTY], [], { opensTicket: false }),
    t('and do i pay for the bloody postage', 'follow-up', [FREE], [], { opensTicket: false }),
    t('damn your sofas are expensive whats the cheapest one', 'follow-up', ['Rivet Bigelow Modern Sofa', '£649.00'], [], {
      opensTicket: false,
    }),
    t('rated?', 'follow-up', [/4\.1/]),
  ]),
  conv('one order: "this bloody phone order", sworn at', 'one-order', [
    t('this bloody phone order still hasnt shipped wtf is going on', 'complaint', ['1892', PHONE_NOT_SENT], [CANCELLED_CLAIM], {
      opensTicket: false,
    }),
  ]),
  conv('anonymous: "ffs do you deliver to canada or not"', undefined, [
    t('ffs do you deliver to canada or not', 'first message', [/Canada/i], [DELIVER_REFUSAL], { opensTicket: false }),
  ]),
  conv('two orders: "crap sofa" and a real return question', 'two-orders', [
    t('this crap sofa is sagging already, can i send the damn thing back', 'complaint', [/1893|sofa/i, /return|collect/i], [REFUND_DONE], {
      opensTicket: false,
    }),
  ]),
];

const unusualFirstMessages: Conversation[] = [
  conv("anonymous: a rebate on something bought last week, then the reimbursement's timing", undefined, [
    t(
      'how do i get a rebate on something i bought last week',
      'first message',
      [/refund|return/i, /30 days|60 days|thirty|sixty/i],
      [REFUND_DONE],
    ),
    t('how long does the reimbursement take once you have it back', 'follow-up', [REFUND_TIMING], [REFUND_DONE]),
  ]),
  conv('one order: "where\'s my rebate", cancel it, ok do it', 'one-order', [
    t("where's my rebate", 'first message', [/1892|Nimbus/i], [REFUND_DONE]),
    t('i want to cancel it then and get my money back', 'follow-up', ['1892', CONFIRM], [CANCELLED_CLAIM], { cancels: false }),
    t('ok do it', 'follow-up', [/cancel/i], [], { cancels: true }),
  ]),
  conv('anonymous: a forgotten PIN, then "I mean the password"', undefined, [
    t('I forgot my PIN and cant get into my account', 'first message', [RESET]),
    t('i mean the password for logging in', 'follow-up', [RESET]),
  ]),
  conv('anonymous: an order from Munich, free there, returns from Germany', undefined, [
    t('can i order from munich', 'first message', [/Germany|deliver (there|to Munich)|ship (there|to Munich)/i], [DELIVER_REFUSAL]),
    t('is delivery there free too', 'follow-up', [FREE]),
    t('and if i dont like it can i send it back from germany', 'follow-up', [THIRTY]),
  ]),
  conv('anonymous: Oslo is not served, which countries, Zurich, Toronto', undefined, [
    t('can you send to oslo', 'first message', [NOT_DELIVERED_THERE], [YES_OPENING]),
    t('which countries then', 'follow-up', [/Ireland/i, /Australia/i]),
    t('shipping to zurich possible?', 'follow-up', [NOT_DELIVERED_THERE], [YES_OPENING]),
    t('what about toronto', 'follow-up', [/Canada|Toronto/i], [DELIVER_REFUSAL]),
  ]),
  conv('anonymous: a store to visit', undefined, [t('is there a store i can visit', 'first message', [/Leicester|Market Street/i])]),
];

const chatHabits: Conversation[] = [
  conv('anonymous: the lounge chair, "sorry I meant the office chair", in stock', undefined, [
    t('how much is the lounge chair', 'first message', ['£129.00']),
    t('sorry i meant the office chair', 'follow-up', ['Ergo Mesh Office Chair', '£199.00']),
    t('is it in stock', 'follow-up', [/in stock|available/i], [/out of stock|sold out/i]),
  ]),
  conv('anonymous: "do u have" then the rest, then the price', undefined, [
    t('do u have', 'first message', [], [/ticket/i]),
    t('noise cancelling headphones', 'follow-up', ['Aria Noise-Cancelling Headphones']),
    t('how much', 'follow-up', ['£249.99']),
  ]),
  conv('anonymous: hey, then the westview, then against the rivet', undefined, [
    t('hey', 'first message', [/hello|hi\b|help/i]),
    t('is the westview sofa any good', 'follow-up', [/4\.6/]),
    t('compared to the rivet one?', 'follow-up', [/4\.1|£649/]),
  ]),
  conv('anonymous: phones under 300 quid, its rating, the expensive one', undefined, [
    t('phones under 300 quid', 'first message', ['Orbit Lite Smartphone'], ['Nimbus Phone 12']),
    t('whats the rating on that', 'follow-up', [/3\.9/]),
    t('and the expensive one', 'follow-up', [/Nimbus/i, /4\.4|£799/]),
  ]),
  conv('anonymous: a watch for my dad under 100, nicer, the meridian strap', undefined, [
    t('watch for my dad under 100', 'first message', ['Pulse Fitness Watch'], ['Meridian']),
    t('hmm anything a bit nicer', 'follow-up', [/Meridian|Classic Field/i]),
    t('the meridian one, is it a leather strap', 'product fact', [/brown leather|leather strap/i]),
  ]),
  conv('anonymous: returning something, then "the sofa I bought"', undefined, [
    t('i want to return something', 'first message', [/log ?in|sign ?in|30 days|thirty days/i]),
    t('the sofa i bought', 'follow-up', [/collect|log ?in|sign ?in/i]),
  ]),
  conv('anonymous: promo codes, two on one order, ordering at 6pm, then on a saturday', undefined, [
    t('got any promo codes', 'first message', [/code/i]),
    t(
      'can i use two on one order',
      'follow-up',
      [/one code|only one|single|1 code|one per order|one (discount )?code per/i],
      [YES_OPENING],
    ),
    t('ok and if i order at 6pm today when does it ship', 'follow-up', [/next working day|tomorrow|5 ?pm/i]),
    t('what about on a saturday', 'follow-up', [/monday|next working day/i]),
  ]),
  conv("anonymous: how many addresses, my mum's house, changing the email and the password it needs", undefined, [
    t('how many addresses can i save', 'first message', ['10']),
    t('can i send an order to my mums house instead of mine', 'follow-up', [
      /delivery address|new address|address book|different address/i,
    ]),
    t('i also need to change the email on my account', 'follow-up', [SETTINGS]),
    t('do i need my password for that', 'follow-up', [/password/i]),
  ]),
  conv('anonymous: a review without buying, how many, then a stock alert', undefined, [
    t('can i leave a review without buying', 'first message', [LOGIN]),
    t('how many reviews can i write for one product', 'follow-up', [/\bone\b|\b1\b/i]),
    t('also the thing i want is out of stock can you tell me when its back', 'follow-up', [
      /Email me when it is back in stock|back in stock/i,
    ]),
  ]),
  conv('anonymous: two lines for one question about the chesterfield', undefined, [
    t('the chesterfield sofa', 'first message', [/Kensington|Chesterfield/i]),
    t('what colour is it', 'product fact', [/cognac/i]),
    t('is there a green one', 'product fact', [/cognac|n[o']t (say|state|mention|list|offer|available|sold)|only/i], [YES_OPENING]),
  ]),
  conv('one order: no punctuation, cancel then confirm', 'one-order', [
    t('i need to cancel my phone order asap', 'first message', ['1892', CONFIRM], [CANCELLED_CLAIM], { cancels: false }),
    t('yes cancel it', 'follow-up', [/cancel/i], [], { cancels: true }),
    t('when do i get the money back', 'follow-up', [/refund|card|money/i], [/(has|have) been refunded/i]),
  ]),
  conv('anonymous: compare two phones, then "the cheaper one", its screen', undefined, [
    t('nimbus 12 vs orbit lite', 'first message', ['£799.00', '£199.00']),
    t('the cheaper one, any good?', 'follow-up', [/Orbit/i, /3\.9/]),
    t('and the nimbus screen size', 'product fact', [/6\.1/]),
  ]),
  conv('anonymous: a person, after a long first question', undefined, [
    t(
      'i have a question about a big order for my office, 12 ergo chairs, is there a bulk price',
      'first message',
      [/£199\.00|£2,388|n[o']t|contact|support@|\+44|team|person/i],
      [YES_OPENING],
    ),
    t('can i talk to someone about it', 'follow-up', [PERSON], [], { opensTicket: true }),
  ]),
  conv('three orders: a question with a name, then the tracking, then the phone', 'three-orders', [
    t('hi im sam, the fitness watch i ordered, has it left yet', 'first message', ['1894', WATCH_SENT]),
    t('whos the courier', 'follow-up', [/DPD/]),
    t('and my phone?', 'follow-up', ['1892', PHONE_NOT_SENT]),
  ]),
];

export const heldOutConversations5: Conversation[] = [
  ...productPages,
  ...orderPages,
  ...ordersByWhatTheyAre,
  ...namesInMessages,
  ...complaints,
  ...multiQuestion,
  ...swearing,
  ...unusualFirstMessages,
  ...chatHabits,
];
