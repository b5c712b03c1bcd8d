// A DEVELOPMENT set of graded conversations, written on 2026-11-29 by helper "conv7", who never opened the chat
// engine (functions/src/chat/, functions/src/assistant/), its corpus, the own evaluation set (own/), any *.json set,
// blind-conversations.ts, -3, -4, -5 or -6 past its first 30 lines (its header), nor the end-to-end assistant specs.
// conversations.ts was read for its types, how a turn is graded and harm is counted (runConversationSuite,
// harmsOf), the customers' orders and the suite's product descriptions; none of its conversations is copied.
// graded-turns.ts, pages.ts and index.ts were read whole, bench/chat.ts and the README for how sets are wired and
// described.
// The truth graded against is docs/spec.md, core/src (policies.ts, shop-info.ts, constants.ts, invoice-texts.ts,
// order-lifecycle.ts), the sample catalogue (test-support/src/chat-catalog.ts: every product has 20 in stock, none
// has variants) with the suite's descriptions, and the customers' orders: #1892 Nimbus Phone 12, paid, £799.00;
// #1893 Stone and Beam Westview Sofa, delivered, £899.00; #1894 Pulse Fitness Watch, shipped with DPD (DPD1894),
// £79.99. 'one-order' holds #1892, 'two-orders' #1893 and #1892, 'three-orders' all three, 'no-orders' none.
//
// Shaped by what an outside judge found (half the replies helped; follow-ups 29 % wrong): logged-in customers naming
// an order by product, status ("the one that shipped"), price or the end of its number, and acting on it ("cancel
// the phone", "return the watch"), the reply naming that order only, two actions in one message; follow-ups leaning
// on earlier turns ("and the other one?", "what about in black?", "how much is that one", "ok do it", "no, the
// sofa", "and delivery for that?"), a change of topic and back; two or three questions in one message (joined by
// "and", "also", commas, a new line or two sentences); the page in view (product and order pages: "is this in
// stock", "when would it come", "can I return this"); product facts the description answers, in other units, and
// ones it does not (never confirmed); complaints in everyday words with the item named (an apology and the shop's
// next step, never a product list); long messages with a backstory; an email or order number typed instead of
// logging in; rude wording around an ordinary question (no ticket unless asked); very short messages, text-speak;
// cities for countries.
//
// Grading is a fair judge's, written before any reply was seen: `says` holds only the facts a helpful reply must
// carry (alternatives where wording may vary, case-insensitive), `never` what would be wrong or harmful. A
// DEVELOPMENT set: its failures may be read and mended in general rules, its sentences never copied into the corpus.
import type { Conversation } from './conversations.ts';
import { conv, t } from './graded-turns.ts';
import { orderPage, productPage } from './pages.ts';

// ---- What a turn tests ----
const FIRST = 'first message';
const FOLLOW = 'follow-up';
const MULTI = 'multi-question';
const PAGE = 'page';
const FACT = 'product fact';
const COMPLAINT = 'complaint';

// ---- What a fair reply carries, in whatever words ----
/** An apology. */
const sorry = /sorry|apologi[sz]e/i;
/** The shop's next step after something went wrong: a return, a refund, a replacement, a person, its contacts. */
const nextStep =
  /return|refund|replace|exchange|person|team|ticket|support@multimart\.example|\+44 116 496 0123|collect|courier|look into|investigate/i;
/** Saying the description does not hold a fact, rather than guessing it. */
const unsure =
  /cannot confirm|can't confirm|can not confirm|unable to confirm|not able to confirm|(?:does not|doesn't|do not|don't) (?:say|mention|state|list|specify|include|give|know|have (?:that|this|those|these|the|any))|(?:not|isn't|aren't) (?:stated|listed|mentioned|specified|given|in the description)|(?:does not|doesn't) (?:tell|cover)|no (?:details?|information|mention|word)|not sure/i;
/** Sweat resistant only, or the description does not say: the Pebble Buds Pro in water. */
const sweatOrUnsure = new RegExp(`sweat|not waterproof|${unsure.source}`, 'i');
/** Asked to log in, to see or act on an order. */
const logIn = /log ?in|sign ?in|logged in|signed in/i;
/** Delivery costs nothing. */
const free = /\bfree\b/i;
/** A refusal to deliver somewhere. */
const noDeliver =
  /(?:do not|don't|cannot|can't|can not|unable to|are not able to|aren't able to) (?:currently )?(?:deliver|ship|send)|(?:not|no) (?:currently )?(?:deliver|ship)|outside (?:the )?(?:countries|places|areas) we/i;
/** Not delivered there: a refusal, or only the countries served. */
const refusesDelivery = new RegExp(`${noDeliver.source}|only (?:deliver|ship|send)|(?:isn't|is not|not) (?:one of|on|in) (?:the|our)`, 'i');
/** The money coming back. */
const refundish = /refund|money back|paid back|back to your card|back in full|reimburs/i;
/** An order cancelled now. */
const cancelled = /cancell?ed/i;
/** A cancel refused: the order has left already. */
const tooLate = /already|shipped|dispatched|on its way|no longer|cannot|can't|can not|too late|not possible/i;
/** Not shipped yet: the phone order, paid. */
const notShipped =
  /paid|not (?:yet )?(?:been )?(?:shipped|dispatched|sent)|(?:hasn't|has not|haven't|have not) (?:yet )?(?:been )?(?:shipped|dispatched|sent|left)|being prepared|processing|preparing/i;
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*';
/** How long a small item takes, or its dates. */
const smallItemTime = new RegExp(`2 to 4|2-4|2–4|two to four|\\b\\d{1,2}(?:st|nd|rd|th)? ${MONTH}\\b`, 'i');
/** How long a sofa or chair takes: up to 10 working days by two-person courier, or its dates. */
const largeItemTime = new RegExp(
  `\\b10 (?:working|business) days|up to 10|ten working days|two-person|2-person|\\b\\d{1,2}(?:st|nd|rd|th)? ${MONTH}\\b`,
  'i',
);
/** A product list where none was asked for. */
const noList = [/we have \d+/i, /in stock/i, /add to cart/i];
/** The contacts to book a collection or reach the team. */
const contacts = /support@multimart\.example|\+44 116 496 0123/i;
/** "Yes" to start: a confirmation of what the description does not say. */
const yes = /^yes\b/i;
/** A thanks acknowledged. */
const welcome = /welcome|no problem|pleasure|anytime|glad/i;

/** Yes, we deliver there: the city or its country named, no refusal. */
const deliversTo = (place: string, country: string) => [new RegExp(`${place}|${country}`, 'i'), /deliver|ship|send/i];
const deliversNever = [noDeliver, /could not find|couldn't find/i];

// ---- Logged-in customers: orders named by product, status, price or number, and actions on them ----
const orders: Conversation[] = [
  conv('the shipped one, then the other two, then whether the phone has left', 'three-orders', [
    t("hi, what's happening with the one that shipped?", FIRST, ['1894', /DPD/i], ['1892', '1893']),
    t('and the other two?', FOLLOW, ['1893', '1892']),
    t("ok so the phone hasn't gone out yet?", FOLLOW, ['1892', notShipped], ['1893', '1894']),
  ]),
  conv('cancel the phone, then ok do it', 'three-orders', [
    t('cancel the phone', FIRST, ['1892', /cancel/i], ['1893', '1894'], { cancels: false }),
    t('ok do it', FOLLOW, ['1892', cancelled, refundish], ['1893', '1894'], { cancels: true }),
  ]),
  conv('cancel the watch, then send it back, then how', 'three-orders', [
    t('can you cancel the watch please', FIRST, ['1894', tooLate], ['1892', '1893'], { cancels: false }),
    t('fine, can I send it back when it turns up then?', FOLLOW, ['30 days'], ['1892', '1893'], { cancels: false }),
    t('do I post it or do you collect it', FOLLOW, [/slip|post|send/i], [/we(?:'ll| will) collect/i, '1892']),
  ]),
  conv('return the sofa, the reason, then a collection', 'two-orders', [
    t('return the sofa', FIRST, ['1893'], ['1892'], { cancels: false }),
    t("it's too big for the room", FOLLOW, ['1893', /return/i], ['1892'], { cancels: false }),
    t('will someone come and pick it up?', FOLLOW, [/collect|pick(?:ed)? (?:it )?up/i, contacts], ['1892']),
  ]),
  conv('cancel the phone and return the sofa in one message, then yes to both', 'three-orders', [
    t('cancel my phone order and return the sofa please', MULTI, ['1892', '1893'], ['1894'], { cancels: false }),
    t('yes to both', FOLLOW, ['1892', cancelled], ['1894'], { cancels: true }),
  ]),
  conv('the order ending 94: its status, its courier, its tracking number', 'three-orders', [
    t("what's the status of the order ending 94", FIRST, ['1894', /shipped|on its way|dispatched/i], ['1892', '1893']),
    t("who's delivering it", FOLLOW, ['DPD'], ['1892', '1893']),
    t('and the tracking number?', FOLLOW, ['DPD1894']),
  ]),
  conv('the delivered one: can it go back; the unsent one: can it be cancelled; then leave it', 'two-orders', [
    t("the order that's already been delivered - can I still return it?", FIRST, ['1893', '30 days'], ['1892']),
    t("what about the one that hasn't been sent yet, can I cancel that?", FOLLOW, ['1892', /cancel/i], ['1893'], { cancels: false }),
    t('no leave it actually', FOLLOW, [], [/#?1892 (?:is|has been) (?:now )?cancell?ed|I(?:'ve| have) cancell?ed/i], { cancels: false }),
  ]),
  conv('the number alone: is it on its way, then when it comes', 'one-order', [
    t('is 1892 on its way yet', FIRST, ['1892', notShipped], [/DPD/i]),
    t("when do you think it'll arrive", FOLLOW, ['1892', /working days|\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i]),
  ]),
  conv('which order can still be cancelled, do that one, yes', 'three-orders', [
    t('which of my orders can I still cancel?', FIRST, ['1892'], [], { cancels: false }),
    t('do that one then', FOLLOW, ['1892', /cancel/i], ['1893', '1894'], { cancels: false }),
    t('yes', FOLLOW, ['1892', cancelled], [], { cancels: true }),
  ]),
  conv('send something back, the phone, no the sofa', 'three-orders', [
    t('I want to send something back', FIRST, ['1893'], [], { cancels: false }),
    t('the phone', FOLLOW, ['1892', /cancel|not (?:yet )?(?:been )?deliver|hasn't|has not|once (?:it|they)|after (?:it|they)/i], ['1894'], {
      cancels: false,
    }),
    t('no sorry, the sofa', FOLLOW, ['1893'], ['1892'], { cancels: false }),
  ]),
  conv('what the sofa cost, the phone, then an invoice for that', 'two-orders', [
    t('how much did the sofa cost me', FIRST, ['£899.00'], ['£799.00']),
    t('and the phone?', FOLLOW, ['£799.00']),
    t('can I have an invoice for that', FOLLOW, ['1892', /invoice/i], ['1893']),
  ]),
  conv('refunds so far, then how long one would take for the sofa', 'three-orders', [
    t('did you refund me for anything yet', FIRST, [/no refund|not (?:been )?refunded|haven't|have not|none|no money/i]),
    t('how long would it take to get my money if I returned the sofa', FOLLOW, [/\d+ working days/i], ['1894']),
  ]),
  conv('swearing around a tracking question, then the phone', 'three-orders', [
    t('where the hell is my bloody watch, useless lot', FIRST, ['1894', /DPD/i], [/ticket/i, '1892', '1893'], { opensTicket: false }),
    t('fine whatever. and my phone?', FOLLOW, ['1892'], [/ticket/i], { opensTicket: false }),
  ]),
  conv('no orders, then an order placed with another email', 'no-orders', [
    t("where's my order", FIRST, [/(?:no|any) orders?|can(?:no|')t find|could(?:n't| not) find/i], [/#\d{3,}/]),
    t('I ordered a sofa last week but with my other email', FOLLOW, [/log|sign|account/i], [/#\d{3,}/]),
  ]),
  conv('an order number that is not theirs, then the phone', 'one-order', [
    t(
      'cancel order 1893',
      FIRST,
      [
        /can(?:no|')t find|could(?:n't| not) find|not (?:one of )?your|no order|(?:don't|do not) have|(?:isn't|is not|not) (?:on|in|an order)/i,
      ],
      [],
      {
        cancels: false,
      },
    ),
    t("oh sorry it's the phone one", FOLLOW, ['1892', /cancel/i], [], { cancels: false }),
  ]),
  conv('a chair they never ordered, then the sofa they meant', 'three-orders', [
    t(
      'has the chair shipped?',
      FIRST,
      [
        /no (?:chair|order)|none of your orders|(?:don't|do not) (?:see|have)|can(?:no|')t find|could(?:n't| not) (?:find|see)|not (?:in|on) (?:any|your)/i,
      ],
      [yes],
    ),
    t('oh wait, it was the sofa I meant', FOLLOW, ['1893', /delivered/i], ['1892', '1894']),
  ]),
  conv('on the watch order page: when would it come, a new address; then on the sofa order page: the watch', 'three-orders', [
    t('when would it come', PAGE, ['1894'], ['1892', '1893'], { page: orderPage(1894) }),
    t(
      'can I change the address for it',
      PAGE,
      [/already|shipped|dispatched|on its way|can(?:no|')t|too late|courier|DPD/i],
      ['1892', '1893'],
      {
        page: orderPage(1894),
      },
    ),
    t('is this one delivered?', PAGE, ['1893', /delivered|yes/i], ['1894'], { page: orderPage(1893) }),
    t('and is the watch on its way?', FOLLOW, ['1894', /DPD|shipped|on its way|yes/i], ['1892'], { page: orderPage(1893) }),
  ]),
  conv('on the sofa order page: can I return this, then a stain', 'three-orders', [
    t('can I return this', PAGE, ['1893', '30 days'], ['1892', '1894'], { page: orderPage(1893) }),
    t("it's got a stain on one of the cushions", COMPLAINT, [sorry, nextStep, /1893|sofa|Westview/i], [...noList, 'Rivet', 'Kensington'], {
      page: orderPage(1893),
    }),
  ]),
  conv('on the phone order page: what was ordered, what it cost, whether it is paid, cancel this, yes', 'two-orders', [
    t('what did I order here', PAGE, ['Nimbus'], ['Westview'], { page: orderPage(1892) }),
    t('how much was it', PAGE, ['£799.00'], ['£899.00'], { page: orderPage(1892) }),
    t('has the payment gone through?', PAGE, [/paid|yes|gone through|went through|received/i], [/did not go through|failed/i], {
      page: orderPage(1892),
    }),
    t('can I still cancel this?', PAGE, ['1892', /cancel/i], ['1893'], { cancels: false, page: orderPage(1892) }),
    t('yes please', FOLLOW, ['1892', cancelled], [], { cancels: true, page: orderPage(1892) }),
  ]),
  conv('two order questions in one message, then return the watch', 'three-orders', [
    t('where is my watch and has the sofa been delivered?', MULTI, ['1894', '1893', /DPD/i, /delivered/i], ['1892']),
    t('ok can I return the watch then', FOLLOW, ['1894', /deliver|arriv|once|when/i], ['1892'], { cancels: false }),
  ]),
  conv('the one ending in 2: cancel it and how long the refund takes, then ok go on', 'three-orders', [
    t(
      'the one ending in 2 - can you cancel it and tell me how long the refund takes',
      MULTI,
      ['1892', /cancel/i, refundish],
      ['1893', '1894'],
      {
        cancels: false,
      },
    ),
    t('ok go on then', FOLLOW, ['1892', cancelled], [], { cancels: true }),
  ]),
  conv('what have I ordered, the pricey one, then the £79.99 one', 'three-orders', [
    t('what have I ordered from you', FIRST, ['1892', '1893', '1894']),
    t('the order I paid £899 for, has that been delivered?', FOLLOW, ['1893', /delivered|yes/i], ['1892', '1894']),
    t('and the £79.99 one?', FOLLOW, ['1894', /shipped|on its way|dispatched|DPD/i], ['1892']),
  ]),
  conv('a watch said to be cracked, then a call about it', 'three-orders', [
    t('my watch arrived with a cracked screen', COMPLAINT, [sorry, /1894|watch/i, nextStep], [...noList, 'Meridian', 'Classic Field']),
    t('can someone call me about it', FOLLOW, [/ticket|person|team|\+44 116 496 0123|support@multimart\.example/i]),
  ]),
  conv('phone cases, then where the phone order is', 'three-orders', [
    t(
      'do you sell cases for the nimbus phone 12',
      FIRST,
      [/(?:no|don't|do not|not) (?:sell|have|stock|carry|find)|could(?:n't| not) find|no (?:phone )?cases/i],
      [yes],
    ),
    t("ok, where's my phone order then", FOLLOW, ['1892', notShipped], ['1893', '1894']),
  ]),
  conv('a swap of phones, then cancel, then yes', 'one-order', [
    t("I'd like the Orbit instead of the Nimbus I ordered, can you swap it", FIRST, ['1892', /cancel/i], [yes], { cancels: false }),
    t('ok cancel it then', FOLLOW, ['1892']),
    t('yes', FOLLOW, ['1892', cancelled]),
  ]),
  conv('the chesterfield price, my sofa, then return mine for that one', 'three-orders', [
    t('how much is the kensington chesterfield', FIRST, ['£1,499.00']),
    t('and how much was my sofa', FOLLOW, ['£899.00', /1893|Westview/i]),
    t('could I return mine and get that one instead', FOLLOW, ['1893', /return/i], ['1892', '1894'], { cancels: false }),
  ]),
];

// ---- Complaints in everyday words, the item named: an apology and the next step, never a list ----
const complaints: Conversation[] = [
  conv('a wobbly dining chair, then who pays to send it back', undefined, [
    t(
      'the kerry dining chair I got has a wobbly leg, really not happy',
      COMPLAINT,
      [sorry, nextStep],
      [...noList, '£45.00', 'Baltsar', 'Ergo'],
    ),
    t('do I have to pay to send it back?', FOLLOW, [/free|no (?:charge|cost)|not pay|(?:don't|do not) (?:have to )?pay|nothing/i], [/£\d/]),
  ]),
  conv('the wrong colour sofa, then a watch the courier says was delivered', 'three-orders', [
    t('you sent me the wrong colour sofa, I wanted grey not oatmeal', COMPLAINT, [sorry, '1893', nextStep], [...noList, '1892', '1894']),
    t(
      "and DPD says delivered but I haven't got the watch either",
      COMPLAINT,
      [sorry, '1894', /DPD|courier|neighbou?r|person|team|ticket|support@/i],
      [...noList, 'Meridian'],
    ),
  ]),
  conv('earbuds that never came, then which ones', undefined, [
    t(
      'my parcel never came, it was meant to be earbuds',
      COMPLAINT,
      [sorry, /log ?in|courier|track|order number|person|team|support@/i],
      [...noList, '£59.99', '£89.99'],
    ),
    t('the echo ones, I ordered them on the 3rd', FOLLOW, [logIn], [...noList, /#\d{3,}/]),
  ]),
  conv('charged twice for the phone, then when the extra comes back', 'one-order', [
    t(
      "I've been charged twice for the phone!!",
      COMPLAINT,
      [sorry, '1892', /refund|duplicate|person|team|ticket|support@|bank/i],
      [/Visa, Mastercard/i, 'Orbit'],
    ),
    t('how long till I get the extra money back', FOLLOW, [/days/i]),
  ]),
  conv('headphones without their case', undefined, [
    t("the aria headphones came without the case that's meant to be in the box", COMPLAINT, [sorry, nextStep], [...noList, '£249.99']),
  ]),
  conv('a delivered sofa with its legs missing, then a paid phone not sent', 'two-orders', [
    t(
      'sofa was delivered yesterday but the legs are missing from the box',
      COMPLAINT,
      [sorry, '1893', nextStep],
      [...noList, 'Kensington', 'Rivet', '1892'],
    ),
    t("and why hasn't my phone been sent yet, I paid days ago", COMPLAINT, [sorry, '1892', notShipped], [/DPD/i]),
  ]),
  conv('a phone that never turned up, then no account', undefined, [
    t(
      'ordered the orbit lite 3 weeks ago and nothing has turned up, this is a joke',
      COMPLAINT,
      [sorry, /log ?in|sign ?in|order number|person|team|support@/i],
      [...noList, '£199.00'],
    ),
    t("I don't think I made an account", FOLLOW, [/log ?in|account|support@multimart\.example|\+44 116 496 0123|email/i], [/#\d{3,}/]),
  ]),
  conv('a split seat, rudely', undefined, [
    t('your chair is rubbish, the seat split after a week. sort it out', COMPLAINT, [sorry, nextStep], [...noList, /£\d/]),
  ]),
  conv('a long story: a present that plays on one side only', undefined, [
    t(
      "Bit of a saga. I ordered the Aria headphones as a birthday present for my husband, wrapped them up, and when he opened them this morning the left side makes no sound at all. He's gutted and so am I. What can you do?",
      COMPLAINT,
      [sorry, nextStep],
      [...noList, '£249.99'],
    ),
    t(
      'can I just get a new pair sent rather than a refund?',
      FOLLOW,
      [/return|refund|replace|new pair|person|team|swap|exchange/i],
      [/£\d/],
    ),
  ]),
];

// ---- The page in view: a product's ----
const productPages: Conversation[] = [
  conv('the lounge chair page: in stock, how much, when, return', undefined, [
    t('is this in stock', PAGE, ['Baltsar', /in stock|available|yes/i], [/could not find|couldn't find/i], {
      page: productPage('Baltsar Lounge Chair'),
    }),
    t('how much', PAGE, ['£129.00'], [], { page: productPage('Baltsar Lounge Chair') }),
    t('when would it come if I ordered today', PAGE, [largeItemTime], [], { page: productPage('Baltsar Lounge Chair') }),
    t("can I return it if I don't like it", PAGE, ['30 days'], [], { page: productPage('Baltsar Lounge Chair') }),
  ]),
  conv('the Nimbus page: black, the screen in cm, 5G', undefined, [
    t('does this come in black', PAGE, [/midnight blue/i], [yes, /(?:comes|available) in black/i], {
      page: productPage('Nimbus Phone 12'),
    }),
    t('how big is the screen in cm', PAGE, [/6\.1|15\.5|15\.4/], [], { page: productPage('Nimbus Phone 12') }),
    t('and is it 5G', PAGE, [unsure], [yes], { page: productPage('Nimbus Phone 12') }),
  ]),
  conv('the Pebble page: the shower, one charge, with the case', undefined, [
    t('can I wear these in the shower', PAGE, [sweatOrUnsure], [yes], {
      page: productPage('Pebble Buds Pro'),
    }),
    t('how long do they last on one charge', PAGE, [/8 hours|eight hours/i], [], { page: productPage('Pebble Buds Pro') }),
    t('what about with the case', PAGE, [/24|32/], [], { page: productPage('Pebble Buds Pro') }),
  ]),
  conv('the Bigelow page: its width in inches, within a week; then the Westview page: cheaper than the Rivet, Madrid', undefined, [
    t('how wide is this in inches', PAGE, [/210|82\.7|83/], [], { page: productPage('Rivet Bigelow Modern Sofa') }),
    t('would it come within a week', PAGE, [largeItemTime], [yes], { page: productPage('Rivet Bigelow Modern Sofa') }),
    t('is this cheaper than the rivet one', PAGE, ['£899.00', '£649.00'], [yes], { page: productPage('Stone and Beam Westview Sofa') }),
    t('ok and can it go to Madrid', PAGE, deliversTo('Madrid', 'Spain'), deliversNever, {
      page: productPage('Stone and Beam Westview Sofa'),
    }),
  ]),
  conv('the Kerry page: its wood, four of them, assembled', undefined, [
    t('what wood is this made of', PAGE, [unsure], [yes, /\b(?:oak|walnut|beech|pine|ash)\b/i], {
      page: productPage('Kerry Dining Chair'),
    }),
    t('how much for four of them', PAGE, [/£180|£45\.00/], [], { page: productPage('Kerry Dining Chair') }),
    t('do they come ready assembled', PAGE, [unsure], [yes], { page: productPage('Kerry Dining Chair') }),
  ]),
  conv('the Echo page: Android, against the Pebble ones, then Pebble buds that charge in one ear', undefined, [
    t('will these work with my android phone', PAGE, [unsure], [yes], { page: productPage('Echo Wireless Earbuds') }),
    t('how do they compare to the pebble ones', PAGE, ['£59.99', '£89.99'], [], { page: productPage('Echo Wireless Earbuds') }),
    t('the pebble buds I bought from you only charge in one ear though', COMPLAINT, [sorry, nextStep], [...noList, '£89.99', '£59.99'], {
      page: productPage('Echo Wireless Earbuds'),
    }),
  ]),
  conv('the office chair page: its height, then delivery', undefined, [
    t('is the height adjustable on this', PAGE, [unsure], [yes], { page: productPage('Ergo Mesh Office Chair') }),
    t("how long's delivery", PAGE, [largeItemTime], [], { page: productPage('Ergo Mesh Office Chair') }),
  ]),
];

// ---- Product facts the description answers, in other words and units, and ones it does not ----
const facts: Conversation[] = [
  conv('the Westview: cushions, their colours, the sofa itself', undefined, [
    t('does the westview sofa come with any cushions', FACT, [/mustard|forest green|accent cushions/i], [/cannot confirm|can't confirm/i]),
    t('what colour are they', FACT, [/mustard/i, /green/i]),
    t('and the sofa itself?', FOLLOW, [/oatmeal/i]),
  ]),
  conv('the Orbit Lite: battery, a headphone jack, and the Nimbus, then back to the Orbit: dual SIM, storage', undefined, [
    t("what's the battery like on the orbit lite", FACT, [/5,?000 ?mAh|two days|2 days/i]),
    t('does it have a headphone jack', FACT, [unsure], [yes]),
    t('and the nimbus?', FOLLOW, [/Nimbus/i, unsure], [yes]),
    t('ok back to the orbit lite, is it dual sim', FACT, [unsure], [yes]),
    t('how much storage does it have', FOLLOW, [/128 ?GB/i]),
  ]),
  conv('the Pulse: waterproof, heart rate, then its price', undefined, [
    t('is the pulse fitness watch waterproof', FACT, [unsure], [yes]),
    t('does it track heart rate', FACT, [unsure], [yes]),
    t('how much is it then', FOLLOW, ['£79.99']),
  ]),
  conv('the Bigelow: tall, deep, then a 2 metre space', undefined, [
    t('how tall is the bigelow sofa', FACT, [/82 ?cm/i]),
    t('and how deep', FOLLOW, [/95 ?cm/i]),
    t('would it fit in a gap 2 metres wide', FOLLOW, [/210/], [yes]),
  ]),
  conv('the Nimbus: refresh rate, screen type, the frame', undefined, [
    t("what's the refresh rate on the nimbus phone 12", FACT, [/120 ?Hz/i]),
    t('and the screen type?', FOLLOW, [/OLED/i]),
    t('is the frame aluminium', FACT, [/stainless steel/i], [yes]),
  ]),
  conv('the Meridian: its glass, in black, getting it wet, the size of its face', undefined, [
    t("meridian chronograph - what's the glass on it?", FACT, [/sapphire/i]),
    t(
      'what about in black?',
      FOLLOW,
      [new RegExp(`navy|brown|only|not (?:available|offered)|${unsure.source}`, 'i')],
      [yes, /(?:comes|available) in black/i],
    ),
    t('is it ok to get wet', FACT, [unsure], [yes]),
    t('what size is the face', FACT, [/42 ?mm/i]),
  ]),
  conv('the Aria: a microphone, over the ear, the box, folding', undefined, [
    t('do the aria headphones have a mic for calls', FACT, [unsure], [yes]),
    t('are they the over the ear type', FACT, [/over-ear|over ear|over the ear/i]),
    t('what comes in the box with them', FACT, [/case/i]),
    t('do they fold up', FOLLOW, [/fold/i], [/cannot confirm|can't confirm/i]),
  ]),
  conv('the Chesterfield: how many it seats, real leather, its colour, its feet', undefined, [
    t('kensington chesterfield - how many people does it seat', FACT, [/three|3[- ]seat/i]),
    t('is it real leather', FACT, [/full[- ]grain/i]),
    t('what colour is it', FACT, [/cognac/i]),
    t('what are the feet like', FOLLOW, [/block/i]),
  ]),
  conv('the Classic Field: its case in inches, a small wrist, swimming, the weight', undefined, [
    t('classic field watch: how big is the case in inches', FACT, [/38 ?mm|1\.5/i]),
    t('would the strap fit a small wrist', FOLLOW, [/adjust/i]),
    t('can I go swimming with it on', FACT, [/100 ?m/i]),
    t('is it heavy?', FACT, [/45 ?g/i]),
  ]),
];

// ---- Several questions in one message ----
const multi: Conversation[] = [
  conv('a price and free delivery, then two sentences: stock and the return window', undefined, [
    t('how much is the Pebble Buds Pro and is delivery free?', MULTI, ['£89.99', free]),
    t('Is the Aria in stock? What is the return window?', MULTI, ['Aria', /in stock|available/i, '30 days']),
  ]),
  conv('Spain, also how long', undefined, [
    t('Do you deliver to Spain, also how long does it take', MULTI, [/Spain/i, /working days/i], [noDeliver]),
    t('and if it was a sofa?', FOLLOW, [largeItemTime]),
  ]),
  conv('the cheapest sofa and chair, on two lines', undefined, [
    t("what's your cheapest sofa\nand your cheapest chair", MULTI, ['Rivet', 'Kerry']),
    t('how much are they', FOLLOW, ['£649.00', '£45.00']),
  ]),
  conv('Amex and VAT, then a discount code and two on one order', undefined, [
    t('can I pay with amex, and do your prices include VAT', MULTI, [/American Express|amex/i, /includ/i], [/^no\b(?! problem)/i]),
    t('how do I use a discount code and can I use two on one order', MULTI, [/discount code/i, /one code|only one|one per order|single/i]),
  ]),
  conv('three budgets in one, then two watches compared', undefined, [
    t(
      'phones under £300, watches under £100, and earbuds under £70',
      MULTI,
      ['Orbit Lite', 'Pulse Fitness', 'Echo'],
      ['Nimbus', 'Meridian'],
    ),
    t('Compare the Meridian and the Classic Field. Which is better rated?', MULTI, [
      '£249.00',
      '£129.99',
      /4\.9|not (?:yet )?(?:been )?rated|no (?:ratings|reviews)|better|higher/i,
    ]),
  ]),
  conv('Canada and the dearest watch, then NYC', undefined, [
    t("do you ship to Canada and what's the most expensive watch you sell", MULTI, [/Canada/i, 'Meridian'], [noDeliver]),
    t('deliver to NYC too?', FOLLOW, [/United States|New York|NYC|\bUSA\b/i], deliversNever),
  ]),
  conv('three about the Westview, Dublin included, then refunds and delivery', undefined, [
    t(
      'is the westview in stock, how much is it, and how long to deliver it to Dublin?',
      MULTI,
      ['£899.00', /in stock|available/i, largeItemTime],
      [noDeliver],
    ),
    t('how long do refunds take? and do you refund the delivery too?', MULTI, [/working days/i, /deliver/i]),
  ]),
];

// ---- Follow-ups that lean on earlier turns, changes of topic and back ----
const followUps: Conversation[] = [
  conv('earbuds: the cheaper, the other one, delivery for that', undefined, [
    t('what earbuds have you got', FIRST, ['Echo', 'Pebble'], ['Aria']),
    t('which is cheaper', FOLLOW, ['Echo', '£59.99']),
    t('and the other one?', FOLLOW, ['Pebble', '£89.99']),
    t('ok and delivery for that?', FOLLOW, [free]),
  ]),
  conv('the Orbit Lite, in black, how much is that one', undefined, [
    t('tell me about the orbit lite smartphone', FIRST, ['Orbit Lite']),
    t('what about in black?', FOLLOW, [new RegExp(`colou?r|${unsure.source}`, 'i')], [yes, /(?:comes|available) in black/i]),
    t('how much is that one', FOLLOW, ['£199.00'], ['£799.00']),
  ]),
  conv('sofas, the leather one, the cheapest, delivery for that', undefined, [
    t('do you have any sofas', FIRST, ['Westview', 'Rivet', 'Kensington']),
    t('the leather one - how much', FOLLOW, ['£1,499.00']),
    t("hmm too much. what's the cheapest?", FOLLOW, ['Rivet', '£649.00']),
    t('and delivery for that?', FOLLOW, [free, largeItemTime]),
  ]),
  conv('a chair, Germany, then back to the chair: its seat height and frame, its fabric', undefined, [
    t('how much is the baltsar lounge chair', FIRST, ['£129.00']),
    t('do you deliver to germany', FOLLOW, [/Germany/i], [noDeliver]),
    t("ok back to the chair. I'm 6'4, what's the seat height? and is the frame metal", MULTI, [/40 ?cm/i, /oak/i], [/metal frame/i]),
    t('and the seat fabric?', FOLLOW, [/boucl/i]),
  ]),
  conv('watches, the nylon one, the dearest', undefined, [
    t('what watches do you sell', FIRST, ['Meridian', 'Pulse', 'Classic Field']),
    t('the one with the nylon strap, is it any good', FOLLOW, [
      'Classic Field',
      /not (?:yet )?(?:been )?rated|no (?:ratings|reviews)|not rated|(?:hasn't|has not) been rated|100 ?m|38 ?mm/i,
    ]),
    t('and the dearest one?', FOLLOW, ['Meridian', '£249.00']),
  ]),
  conv('the Nimbus in stock, no the Orbit, how much is it', undefined, [
    t('is the nimbus phone 12 in stock', FIRST, ['Nimbus', /in stock|available|yes/i]),
    t('no, the orbit', FOLLOW, ['Orbit', /in stock|available|yes/i]),
    t('how much is it', FOLLOW, ['£199.00'], ['£799.00']),
  ]),
  conv('the Pebble for the gym, how long, and the Echo ones', undefined, [
    t('are the pebble buds pro any good for the gym', FACT, [/sweat/i]),
    t('how long do they last', FOLLOW, [/8 hours|eight hours/i]),
    t('and the echo ones?', FOLLOW, ['Echo'], [/8 hours/i]),
  ]),
  conv('delivery time, a sofa, then Australia and whether it is free', undefined, [
    t('how long does delivery take', FIRST, [smallItemTime]),
    t('what if I order a sofa', FOLLOW, [largeItemTime]),
    t('and to Australia? is that free as well', MULTI, [/Australia/i, free], [noDeliver]),
  ]),
  conv('the Meridian, in stock and how fast, how to order', undefined, [
    t("I'm looking at the meridian watch", FIRST, ['Meridian']),
    t('is it in stock? and how fast could I get it', MULTI, [/in stock|available|yes/i, smallItemTime], [/could not find|couldn't find/i]),
    t("I'll take it - how do I order", FOLLOW, [/cart|checkout|basket/i]),
  ]),
  conv('the best rated chair, the worst, how much is that one and in stock', undefined, [
    t("what's the best rated chair", FIRST, ['Baltsar']),
    t('and the worst?', FOLLOW, ['Kerry']),
    t('how much is that one, and is it in stock', MULTI, ['£45.00', /in stock|available|yes/i], ['£129.00']),
  ]),
  conv('two phones compared, the better battery, more storage', undefined, [
    t('compare nimbus and orbit', FIRST, ['£799.00', '£199.00']),
    t('which has the better battery', FOLLOW, ['Orbit', /5,?000|two days|2 days/i], [yes]),
    t('which one has more storage', FOLLOW, [/128 ?GB/i]),
  ]),
  conv('returns, even a sofa, how to book that, the hours and phone, Sundays', undefined, [
    t('returns policy?', FIRST, ['30 days', free]),
    t('even for a sofa?', FOLLOW, [/collect/i]),
    t('and how do I book that', FOLLOW, [contacts]),
    t("what hours are you open, and what's the phone number", MULTI, [/9 ?am/i, /\+44 116 496 0123/]),
    t('open sundays?', FOLLOW, [/monday to saturday|not (?:open )?on sundays?|closed on sundays?|\bno\b/i], [/^yes/i]),
  ]),
];

// ---- Chat habits: short, text-speak, long stories, cities, rudeness, an email for a login ----
const habits: Conversation[] = [
  conv('Lyon, Zurich, Toronto, shipping to Ireland, ty', undefined, [
    t('can u deliver to lyon', FIRST, deliversTo('Lyon', 'France'), deliversNever),
    t('wat about zurich', FOLLOW, [refusesDelivery], [yes]),
    t('n toronto?', FOLLOW, deliversTo('Toronto', 'Canada'), deliversNever),
    t('hw much is shipping 2 ireland', FOLLOW, [free], [noDeliver]),
    t('ty', FOLLOW, [welcome]),
  ]),
  conv('a long story: a first flat, the cheapest sofa and its delivery, then its width', undefined, [
    t(
      "Hi there, so my daughter is moving into her first flat in Manchester next month and I promised to help her kit out the living room. She's on a tiny budget, the room is quite small and she loves mid-century stuff. I was looking at your sofas but honestly I don't know where to start. Which is your cheapest sofa and how long would it take to get to her?",
      MULTI,
      ['Rivet', '£649.00', largeItemTime],
      [noDeliver],
    ),
    t('and how wide is it?', FOLLOW, [/210/]),
  ]),
  conv('a long story: moving house, can the sofa go back and be picked up', 'two-orders', [
    t(
      "So I bought a sofa from you at the start of November, it came fine and we've been using it, but now we're moving house and the new living room is tiny. It arrived about three weeks ago. Can I still send it back, and would you pick it up?",
      MULTI,
      [/1893|Westview/i, '30 days', /collect|pick(?:ed)? (?:it )?up/i],
      ['1892'],
    ),
    t("and I'd get the whole £899 back?", FOLLOW, [/full|£899|all of it|everything|whole|yes/i], ['1892', /£799/]),
  ]),
  conv('rude about delivery to France, then around USB-C', undefined, [
    t('how long does your crap delivery take to france, seriously', FIRST, [/working days/i, /France/i], [/ticket/i, noDeliver], {
      opensTicket: false,
    }),
    t('you lot are useless, just tell me if the orbit phone charges with usb c', FACT, [/USB-C|usb c/i], [/ticket/i], {
      opensTicket: false,
    }),
  ]),
  conv('refund?, then for headphones sent back', undefined, [
    t('refund?', FIRST, [/refund/i]),
    t('for my headphones, sent them back last week', FOLLOW, [logIn], [/#\d{3,}/]),
  ]),
  conv('an email and an order number instead of logging in, a forgotten password, then a cancel by number', undefined, [
    t('hi my email is priya.s@example.com, order 4471, where is it?', FIRST, [logIn], [/#4471/]),
    t("I can't remember my password", FOLLOW, [/reset|forgot/i]),
    t('fine, meanwhile can you cancel order 1892 for me', FOLLOW, [logIn], [/#1892/], { cancels: false }),
  ]),
  conv('an email typed to check a refund, then a forgotten password and a new email', undefined, [
    t('my email is d.okafor@example.co.uk can u check my refund', FIRST, [logIn], [/#\d{3,}/]),
    t('forgot my password, and also how do I change the email on my account', MULTI, [/reset|forgot/i, /settings/i]),
  ]),
  conv('Oslo, then Glasgow', undefined, [
    t('ship to oslo?', FIRST, [refusesDelivery], [yes]),
    t('what about Glasgow', FOLLOW, deliversTo('Glasgow', 'United Kingdom|\\bUK\\b'), deliversNever),
  ]),
  conv('text-speak about swimming with earbuds, then their charge', undefined, [
    t('r the pebble buds waterproof or nah', FACT, [sweatOrUnsure], [yes]),
    t('hw long b4 they need charging', FOLLOW, [/8 hours|eight hours/i]),
  ]),
  conv('wheres my sofa, u do returns, a watch, k thx', 'two-orders', [
    t('wheres my sofa', FIRST, ['1893', /delivered/i], ['1892']),
    t('u do returns?', FOLLOW, ['30 days']),
    t('wot about if its a watch', FOLLOW, ['30 days']),
    t('k thx', FOLLOW, [welcome], ['1892']),
  ]),
];

export const devConversations7: Conversation[] = [...orders, ...complaints, ...productPages, ...facts, ...multi, ...followUps, ...habits];
