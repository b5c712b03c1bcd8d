// A DEVELOPMENT set of graded conversations, written on 2026-11-29 by helper "devconv6", who never opened the chat
// engine (functions/src/chat/, functions/src/assistant/), its corpus, the own evaluation set (own/), any *.json set,
// blind-conversations.ts, -3, -4, -5 past its first 30 lines (its header), nor the end-to-end assistant specs.
// conversations.ts was read for its types, how a turn is graded and harm is counted (runConversationSuite,
// harmsOf), the customers' orders and the suite's product descriptions; none of its conversations is copied.
// graded-turns.ts and pages.ts were read whole; the README, index.ts and bench/chat.ts only for how earlier sets are
// described and wired.
// The truth graded against is docs/spec.md, core/src (policies.ts, shop-info.ts, constants.ts, invoice-texts.ts,
// order-lifecycle.ts), the sample catalogue (test-support/src/chat-catalog.ts: every product has 20 in stock)
// with the suite's descriptions, and the customers' orders: #1892 Nimbus Phone 12, paid, £799.00; #1893 Stone and
// Beam Westview Sofa, delivered, £899.00; #1894 Pulse Fitness Watch, shipped with DPD (DPD1894), £79.99.
//
// Shaped by what an outside judge found in graded conversations (half the replies helped; follow-ups 29 % wrong):
// follow-ups that lean on earlier turns ("the cheaper one", "what about the black one", "and the other one",
// "ok yes do it", "no I meant the phone", "and how long for that"); two or three questions in one message (joined
// by "and", "also", commas, new lines); the page in view ("is this one in stock", "when will it arrive" on product
// and order pages); product facts in other words and units (metres, hours, "can I swim with it", yes/no questions
// the description answers and ones it does not); complaints in everyday words with the item named (the shop's next
// step, never a product list); orders named by product, status, price or the end of the number; refund status
// versus refund policy; cities for countries; account tasks; the reason behind a rule; rude wording around a real
// question; very short messages; text-speak. Anonymous visitors and the four customers of pages.ts mixed.
//
// Grading is a fair judge's, written before any reply was seen: `says` holds only the facts a helpful reply must
// carry (alternatives where wording may vary, case-insensitive), `never` what would be wrong or harmful. A
// DEVELOPMENT set: its failures may be read and mended in general rules, its sentences never copied into the corpus.
import type { Conversation } from './conversations.ts';
import { conv, t } from './graded-turns.ts';
import { orderPage, productPage } from './pages.ts';

// ---- What a turn tests ----
const FIRST = 'first message';
const NEXT = 'follow-up';
const MULTI = 'multi-question';
const PAGE = 'page';
const FACT = 'product fact';
const COMPLAINT = 'complaint';

// ---- Shop facts (docs/spec.md, core/src), worded loosely ----
const FREE = /free|no (?:delivery |shipping )?(?:charge|cost|fee)|£0(?:\.00)?\b|costs? nothing/i;
const USUAL_DAYS = /(?:2|two)\s*(?:to|-|–|and)\s*(?:4|four) working days/i;
const LARGE_DAYS = /(?:10|ten) working days/i;
const RETURN_DAYS = /30 days|thirty days/i;
const MONEY_BACK_DAYS = /60 days|sixty days/i;
const ISSUED_DAYS = /(?:2|two) working days/i;
const ON_CARD_DAYS = /(?:5|five) working days/i;
const WORKING_DAYS = /working days?/i;
const DELIVERY_WHEN =
  /working days|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b\d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
const LOGIN = /log ?in|sign ?in|logged in/i;
const PERSON = /person|team|colleague|human|agent|ticket|support@multimart\.example|\+44 116 496 0123/i;
const PHONE = /496 0123/;
const CARDS = /visa|mastercard|american express|amex|card/i;
const COLLECTED = /collect/i;

// ---- What a reply must not do ----
const YES = /^\s*(?:yes|yep|yeah)\b/i;
const UNSURE =
  /(?:does not|doesn't|do not|don't|cannot|can't|can ?not|isn't|is not) (?:say|state|mention|list|confirm|tell|know|have|include|specify|show)|not (?:stated|listed|mentioned|specified|given|included|sure|say)|no (?:information|details|mention)|(?:I|we) don'?t (?:know|have)|unsure|not in (?:the|its) description/i;
const UNSURE_OR_CONTACT = new RegExp(`${UNSURE.source}|support@multimart\\.example|\\+44 116 496 0123|person|team`, 'i');
const NOT_DELIVERED_THERE =
  /(?:do not|don't|cannot|can't|can ?not|unable to|only) (?:deliver|ship)|not (?:one of|on|in) (?:the|our)|united kingdom[\s\S]*australia/i;
const REFUSES_DELIVERY = /(?:do not|don't|cannot|can't|can ?not|unable to) (?:deliver|ship)/i;
const OUT_OF_STOCK = /out of stock|only \d+ left|sold out/i;
const CANCELLED_NOW = /(?:has been|is now|was|I(?:'ve| have)|we(?:'ve| have)) cancell?ed/i;
const RETURN_REQUESTED_NOW = /return (?:has been|is now|was) requested|R-\d{3,}/i;
const REFUND_CLAIMED = /refund (?:has been|was|is being|is) (?:issued|processed|sent|on its way)/i;
const PRODUCT_LIST = /(?:£[\d,]+\.\d\d[\s\S]*){3}/;
const ASKS_FIRST = /\?/;
const PHONE_ORDER = '#1892';
const SOFA_ORDER = '#1893';
const WATCH_ORDER = '#1894';
const NOT_SENT_YET = /paid|not (?:yet )?(?:been )?(?:dispatched|shipped|sent)|being prepared|preparing|processing/i;

// ---- Products, their facts asked in other words, and follow-ups leaning on them ----
const productTalk: Conversation[] = [
  conv('phones, then the cheaper one: screen, storage, 5G', undefined, [
    t('what phones have you got', FIRST, ['Nimbus Phone 12', 'Orbit Lite']),
    t('how big is the screen on the cheaper one', FACT, [/6\.5/], [/6\.1/]),
    t('and how much storage does it have', FACT, [/128 ?GB/i]),
    t('is it 5g', FACT, [UNSURE], [YES]),
  ]),
  conv('Nimbus colour, then the black one, then its price', undefined, [
    t('what colour is the nimbus phone 12', FACT, [/midnight blue/i]),
    t('what about the black one', NEXT, [/midnight blue/i], [YES, /black (?:one )?is (?:available|in stock)/i]),
    t('ok how much is it then', NEXT, ['£799.00']),
  ]),
  conv('Rivet Bigelow width in metres, seat height, cushions', undefined, [
    t('how wide is the rivet bigelow in metres', FACT, [/2\.1 ?m|210 ?cm/i]),
    t('and the seat height?', FACT, [/44 ?cm/i]),
    t('can you flip the seat cushions over when they get worn', FACT, [/revers/i]),
  ]),
  conv('Pebble Buds swimming, hours, then with the case', undefined, [
    t('can i wear the pebble buds pro swimming', FACT, [/sweat/i], [YES]),
    t('how many hours do they last', FACT, [/8 hours|eight hours/i]),
    t('and with the case?', FACT, [/24|32/]),
  ]),
  conv('Classic Field weight, wrist, swimming', undefined, [
    t('how heavy is the classic field watch', FACT, [/45 ?g/i]),
    t('will it fit a big wrist', FACT, [/adjust/i]),
    t('can i swim with it on', FACT, [/100 ?m/i]),
  ]),
  conv('Aria case, battery life it does not state, then cheaper than the Pebble Buds?', undefined, [
    t('do the aria headphones come with a case', FACT, [/case/i], [UNSURE]),
    t('how long does the battery last on them', FACT, [UNSURE], [YES, /\d+ hours/i]),
    t('ok and which is cheaper, them or the pebble buds', NEXT, [/Pebble Buds/i, '£89.99']),
  ]),
  conv('Kensington leather, colour, then price and delivery together', undefined, [
    t('is the kensington chesterfield real leather or that bonded stuff', FACT, [/full[- ]grain/i]),
    t('what colour', FACT, [/cognac/i]),
    t('how much is it and how long would it take to get to me', MULTI, ['£1,499.00', LARGE_DAYS]),
  ]),
  conv('Baltsar leather?, frame, a low seat for a grandmother', undefined, [
    t('is the baltsar chair leather', FACT, [/boucl/i], [YES]),
    t('whats the frame made of', FACT, [/oak/i]),
    t('how low is the seat, my nan struggles with low chairs', FACT, [/40 ?cm/i]),
  ]),
  conv('Meridian strap, waterproof not stated, face size', undefined, [
    t('what strap does the meridian chronograph come on', FACT, [/brown leather/i]),
    t('is it waterproof', FACT, [UNSURE], [YES]),
    t('and how big is the face', FACT, [/42 ?mm/i]),
  ]),
  conv('Orbit Lite battery in hours, charger, refresh rate', undefined, [
    t('how many hours will the orbit lite go between charges', FACT, [/two days|2 days|48 hours/i]),
    t('what charger does it use', FACT, [/USB[- ]?C/i]),
    t('refresh rate?', FACT, [/90 ?Hz/i], [/120/]),
  ]),
  conv('Westview cushions, legs, fabric', undefined, [
    t('what colour are the cushions that come with the westview sofa', FACT, [/mustard/i, /green/i]),
    t('and the legs, are they wood?', FACT, [/walnut/i]),
    t('whats the fabric colour', FACT, [/oatmeal/i]),
  ]),
  conv('Kerry chairs as a set (not stated), price of one, when four arrive', undefined, [
    t('are the kerry dining chairs sold in a set of 4', FACT, [UNSURE], [YES]),
    t('how much is one', NEXT, ['£45.00']),
    t('when would 4 of them arrive', NEXT, [LARGE_DAYS]),
  ]),
  conv('Echo noise cancelling (not stated), which ones do, the cheapest of those', undefined, [
    t('do the echo wireless earbuds have noise cancelling', FACT, [UNSURE], [YES]),
    t('which ones do then', NEXT, [/Pebble Buds Pro|Aria/i]),
    t('cheapest of those?', NEXT, ['Pebble Buds Pro', '£89.99'], ['Echo']),
  ]),
  conv('chairs, the cheapest one made of what, then the oak one', undefined, [
    t('what chairs do you sell', FIRST, ['Baltsar', 'Kerry', 'Ergo']),
    t("the cheapest one, what's it made of", FACT, [UNSURE], [/oak|boucl/i, YES]),
    t('fine, how much is the oak one', NEXT, ['£129.00']),
  ]),
  conv('sofas under £1000, the grey one, its size', undefined, [
    t('which sofas do you have under 1000', FIRST, ['Westview', 'Rivet'], ['Kensington']),
    t('is the grey one a 3 seater', FACT, [/three|3/i]),
    t('and its dimensions', FACT, [/210/, /95/, /82/]),
  ]),
  conv('the Meridian, no, the Aria, then which is rated higher', undefined, [
    t('how much is the meridian', FIRST, ['£249.00']),
    t('sorry no i meant the headphones, the aria', NEXT, ['£249.99'], ['£249.00']),
    t('ok and which is rated higher', NEXT, [/Meridian/i, /4\.9/]),
  ]),
  conv('cheapest watch, its size (not stated), then the field one', undefined, [
    t('cheapest watch u got?', FIRST, ['Pulse Fitness Watch', '£79.99']),
    t('hw big is it', FACT, [UNSURE], [/\d+ ?mm/i]),
    t('wat about the field 1', FACT, [/38 ?mm/i]),
  ]),
];

// ---- The page in view: product pages, then order pages of logged-in customers ----
const pageTalk: Conversation[] = [
  conv('on the Nimbus page: stock, price, arrival', undefined, [
    t('is this one in stock', PAGE, [/in stock/i], [OUT_OF_STOCK], { page: productPage('Nimbus Phone 12') }),
    t('how much is it', PAGE, ['£799.00'], [], { page: productPage('Nimbus Phone 12') }),
    t('when will it arrive if i order now', PAGE, [DELIVERY_WHEN], [], { page: productPage('Nimbus Phone 12') }),
  ]),
  conv('on the Westview page: how long, filling, the yellow cushion', undefined, [
    t('how long does this take to come', PAGE, [DELIVERY_WHEN], [], { page: productPage('Stone and Beam Westview Sofa') }),
    t('is it comfy, what are the cushions filled with', PAGE, [/foam/i], [], {
      page: productPage('Stone and Beam Westview Sofa'),
    }),
    t('does it come with the yellow cushion in the photo', PAGE, [/mustard/i], [], {
      page: productPage('Stone and Beam Westview Sofa'),
    }),
  ]),
  conv('on the Pulse page: sleep tracking (not stated), price, reviews', undefined, [
    t('does this track sleep', PAGE, [UNSURE], [YES], { page: productPage('Pulse Fitness Watch') }),
    t('what does it cost', PAGE, ['£79.99'], [], { page: productPage('Pulse Fitness Watch') }),
    t('any good reviews?', PAGE, [/4\.2/], [], { page: productPage('Pulse Fitness Watch') }),
  ]),
  conv('on the Classic Field page: no ratings yet, size', undefined, [
    t(
      'what do people think of this one',
      PAGE,
      [/not (?:yet )?(?:been )?rated|no (?:reviews|ratings)|not rated yet/i],
      [/\d\.\d (?:out of|stars|\/ ?5)/i],
      {
        page: productPage('Classic Field Watch'),
      },
    ),
    t('how big is it', PAGE, [/38 ?mm/i], [], { page: productPage('Classic Field Watch') }),
    t('and is it in stock', PAGE, [/in stock/i], [OUT_OF_STOCK], { page: productPage('Classic Field Watch') }),
  ]),
  conv('on the Orbit page: compared with the Nimbus, the bigger screen', undefined, [
    t('how does this compare to the nimbus', PAGE, [/199/, /799/], [], { page: productPage('Orbit Lite Smartphone') }),
    t('ok which has the bigger screen', NEXT, [/Orbit/i, /6\.5/]),
    t('how long would the cheaper one take to get to me', NEXT, [DELIVERY_WHEN], [LARGE_DAYS]),
  ]),
  conv('on the Aria page: fits a rucksack, over or in ear', undefined, [
    t('will this fit in my rucksack', PAGE, [/fold/i], [], { page: productPage('Aria Noise-Cancelling Headphones') }),
    t('and is it over ear or in ear', PAGE, [/over[- ]ear/i], [], { page: productPage('Aria Noise-Cancelling Headphones') }),
    t('how much', PAGE, ['£249.99'], [], { page: productPage('Aria Noise-Cancelling Headphones') }),
  ]),
  conv('on the Rivet page: width, then the Westview (not stated)', undefined, [
    t('how wide is this', PAGE, [/210 ?cm|2\.1 ?m/i], [], { page: productPage('Rivet Bigelow Modern Sofa') }),
    t('and the westview?', NEXT, [UNSURE], [/210/]),
    t('ok and the price of this one', PAGE, ['£649.00'], [], { page: productPage('Rivet Bigelow Modern Sofa') }),
  ]),
  conv('on the Meridian page: dial and glass in one message', undefined, [
    t('whats the dial colour and is the glass scratch proof', MULTI, [/navy/i, /sapphire/i], [], {
      page: productPage('Meridian Chronograph Watch'),
    }),
    t('and would it come by friday', PAGE, [DELIVERY_WHEN], [], { page: productPage('Meridian Chronograph Watch') }),
  ]),
  conv('on the Ergo page: stock, arm rests (not stated)', undefined, [
    t('in stock?', PAGE, [/in stock/i], [OUT_OF_STOCK], { page: productPage('Ergo Mesh Office Chair') }),
    t('does it have arm rests', PAGE, [UNSURE], [YES], { page: productPage('Ergo Mesh Office Chair') }),
    t('how fast can i get it', PAGE, [DELIVERY_WHEN], [], { page: productPage('Ergo Mesh Office Chair') }),
  ]),
  conv('on the watch order page: arrival, cancel, what then', 'three-orders', [
    t('when will it arrive', PAGE, [/DPD/, 'DPD1894'], [PHONE_ORDER, SOFA_ORDER], { page: orderPage(1894) }),
    t('can i still cancel it', PAGE, [/shipped|on its way|dispatched/i], [CANCELLED_NOW], {
      page: orderPage(1894),
      cancels: false,
    }),
    t("ok so what can i do if i don't want it", NEXT, [/return/i, RETURN_DAYS]),
  ]),
  conv('on the phone order page: sent yet, cancel, yes', 'one-order', [
    t('has this been sent yet', PAGE, [NOT_SENT_YET], ['DPD1894', /\bdelivered\b/i], { page: orderPage(1892) }),
    t('cancel it', PAGE, [/cancel/i, ASKS_FIRST], [CANCELLED_NOW], { page: orderPage(1892), cancels: false }),
    t('yes', NEXT, [/cancel/i], [], { page: orderPage(1892), cancels: true }),
  ]),
  conv('on the sofa order page: a wobbly leg, someone to look', 'two-orders', [
    t('one of the legs on this is wobbly', COMPLAINT, [/return|collect|person|team|replace|ticket/i], [PRODUCT_LIST, PHONE_ORDER], {
      page: orderPage(1893),
    }),
    t('can someone come and look at it', NEXT, [/person|team|collect|ticket|support@multimart/i]),
  ]),
];

// ---- Logged-in customers naming an order by product, status, price or part of its number ----
const orderTalk: Conversation[] = [
  conv('the watch, then the phone, cancel that one, ok yes do it', 'three-orders', [
    t('wheres my watch', FIRST, [WATCH_ORDER, 'DPD1894'], [PHONE_ORDER, SOFA_ORDER]),
    t('and the phone?', NEXT, [PHONE_ORDER, NOT_SENT_YET], ['DPD1894']),
    t('can you cancel that one', NEXT, [/cancel/i, ASKS_FIRST], [CANCELLED_NOW, WATCH_ORDER], { cancels: false }),
    t('ok yes do it', NEXT, [/cancel/i], [WATCH_ORDER], { cancels: true }),
  ]),
  conv('order ending 93, send it back, no I meant the phone', 'three-orders', [
    t("what's happening with order ending 93", FIRST, [SOFA_ORDER, /delivered/i], [PHONE_ORDER, WATCH_ORDER]),
    t('i want to send it back', NEXT, [/return/i], [RETURN_REQUESTED_NOW, PHONE_ORDER]),
    t(
      'no wait, i meant the phone',
      NEXT,
      [/#1892|phone/i, /cancel|not (?:yet )?(?:been )?delivered|once (?:it is |it's )?delivered/i],
      [RETURN_REQUESTED_NOW],
      {
        cancels: false,
      },
    ),
  ]),
  conv("the one that's shipped: who, tracking, how many days", 'three-orders', [
    t("the one that's shipped, who's delivering it", FIRST, [/DPD/], [PHONE_ORDER, SOFA_ORDER]),
    t('tracking number?', NEXT, ['DPD1894']),
    t('and how many days normally', NEXT, [USUAL_DAYS]),
  ]),
  conv('my most expensive order, then how long to return it', 'two-orders', [
    t('my most expensive order, has it come', FIRST, [SOFA_ORDER, /delivered/i], [PHONE_ORDER]),
    t('how long have i got to return it', NEXT, [RETURN_DAYS]),
    t("it won't fit in a box though", NEXT, [COLLECTED]),
  ]),
  conv('no orders: where is it, but I ordered a phone', 'no-orders', [
    t(
      'where is my order',
      FIRST,
      [/no orders|(?:don't|do not|can't|cannot) (?:see|have|find) any|not (?:placed|made) any|any orders/i],
      [/#\d{3,}/],
    ),
    t('i ordered a phone last week though', NEXT, [/account|email|support@multimart|person|team/i], [/#\d{3,}/]),
  ]),
  conv('one order: anything on the go, what I paid, when it comes', 'one-order', [
    t('have i got any orders on the go', FIRST, [PHONE_ORDER], [SOFA_ORDER, WATCH_ORDER]),
    t('what did i pay for it', NEXT, ['£799.00']),
    t('when will that get here', NEXT, [/dispatch|working days/i]),
  ]),
  conv('two orders: the sofa, the other one, can I return that', 'two-orders', [
    t('status of my sofa order', FIRST, [SOFA_ORDER, /delivered/i], [PHONE_ORDER]),
    t('and the other one', NEXT, [PHONE_ORDER], ['DPD']),
    t(
      'can i return that',
      NEXT,
      [/(?:once|after|when) (?:it'?s |it is |it has been )?delivered|not (?:yet )?(?:been )?delivered|cancel/i],
      [RETURN_REQUESTED_NOW],
    ),
  ]),
  conv('the sofa is too big: return, yes please', 'two-orders', [
    t("the sofa's too big for our flat, can i send it back?", FIRST, [/return/i, /30 days|collect/i], [RETURN_REQUESTED_NOW, PHONE_ORDER]),
    t('yes please', NEXT, [/return/i], [/can(?:no|')t be returned/i, PHONE_ORDER]),
  ]),
  conv('a VAT invoice for the sofa, does it show the VAT', 'three-orders', [
    t('i need a vat invoice for the sofa', FIRST, [/invoice/i], [PHONE_ORDER, WATCH_ORDER]),
    t('does it show the vat separately', NEXT, [/VAT/]),
  ]),
  conv('cancel the phone and return the sofa in one message', 'three-orders', [
    t('cancel the phone and return the sofa', MULTI, [/cancel/i, /return/i], [CANCELLED_NOW, RETURN_REQUESTED_NOW], { cancels: false }),
    t('yes, cancel the phone for now', NEXT, [/cancel/i], [/#1893 (?:is|has been) cancell?ed/i], { cancels: true }),
  ]),
  conv('wer is my fone, n the watch', 'three-orders', [
    t('wer is my fone', FIRST, [PHONE_ORDER, NOT_SENT_YET], [SOFA_ORDER, WATCH_ORDER]),
    t('n the watch?', NEXT, ['DPD1894'], [SOFA_ORDER]),
  ]),
  conv('the paid one: can I change the address', 'two-orders', [
    t(
      'the order that is only paid, can i still change the delivery address on it',
      FIRST,
      [/#1892|phone/i, UNSURE_OR_CONTACT],
      [/(?:I(?:'ve| have)|has been) (?:changed|updated)/i, SOFA_ORDER],
    ),
    t('ok whats your email', NEXT, ['support@multimart.example']),
  ]),
];

// ---- Anonymous visitors asking about orders, and refund status versus refund policy ----
const refundTalk: Conversation[] = [
  conv("where's my stuff, then a number, then an email", undefined, [
    t("where's my stuff", FIRST, [LOGIN], [/#\d{3,}/]),
    t('order 1894', NEXT, [LOGIN], ['DPD1894', /shipped/i]),
    t('my email is sam@example.com, just tell me', NEXT, [LOGIN], ['DPD1894', /shipped/i]),
  ]),
  conv('anonymous: still waiting for my money, how long, two weeks', undefined, [
    t('still waiting for my money back', FIRST, [/log ?in|sign ?in|working days/i], [/#\d{3,}/, REFUND_CLAIMED]),
    t('how long are refunds supposed to take', NEXT, [ISSUED_DAYS, ON_CARD_DAYS]),
    t("it's been 2 weeks since you got the return", COMPLAINT, [PERSON]),
  ]),
  conv('refund on the sofa: none started, send it first, then the money', 'three-orders', [
    t('still waiting for my refund on the sofa', FIRST, [/return/i], [REFUND_CLAIMED, PHONE_ORDER, WATCH_ORDER]),
    t('oh so i have to send it back first?', NEXT, [/return/i, /refund/i]),
    t('how long does the money take after you get it', NEXT, [ISSUED_DAYS, ON_CARD_DAYS]),
  ]),
  conv('refund policy asked by a customer, card or credit', 'one-order', [
    t('how long do refunds take', FIRST, [ISSUED_DAYS, ON_CARD_DAYS], [REFUND_CLAIMED]),
    t('is it back on my card or store credit', NEXT, [/card/i], [/store credit (?:is|will be)/i]),
  ]),
  conv('refund?, for headphones I do not like, delivery cost back', undefined, [
    t('refund?', FIRST, [/60 days|30 days|working days|return/i]),
    t('for headphones i dont like', NEXT, [RETURN_DAYS]),
    t('do i get the delivery cost back', NEXT, [/full|delivery included|free/i]),
  ]),
  conv('the reason behind the 30 days, then after that', undefined, [
    t('why the hell cant i return stuff after 30 days', FIRST, [RETURN_DAYS], [PRODUCT_LIST]),
    t("whatever, what if it's faulty after that", NEXT, [/60 days|person|team|support@multimart/i]),
    t('and whats this money back guarantee thing', NEXT, [MONEY_BACK_DAYS]),
  ]),
];

// ---- Delivery: cities for countries, times, costs, cut-off ----
const deliveryTalk: Conversation[] = [
  conv('Dublin, and how long for that if a sofa, and the cost', undefined, [
    t('do you deliver to dublin', FIRST, [/Ireland|yes/i], [REFUSES_DELIVERY]),
    t("and how long for that if it's a sofa", NEXT, [LARGE_DAYS]),
    t('and what does it cost to ship', NEXT, [FREE]),
  ]),
  conv('Zurich no, then Lyon', undefined, [
    t('can you ship the meridian watch to zurich', FIRST, [NOT_DELIVERED_THERE], [YES]),
    t('what about to my sister in lyon then', NEXT, [/France|yes|deliver/i], [REFUSES_DELIVERY]),
    t('how long would it take to get there', NEXT, [USUAL_DAYS]),
  ]),
  conv('Toronto and Melbourne in one message, then customs', undefined, [
    t('do you deliver to toronto and melbourne', MULTI, [/Canada/i, /Australia/i], [REFUSES_DELIVERY]),
    t('customs fees?', NEXT, [UNSURE_OR_CONTACT], [/no (?:customs|import) (?:fees|duty|duties|charges)/i]),
    t('and is delivery free that far', NEXT, [FREE]),
  ]),
  conv('Oslo, Tokyo, then where', undefined, [
    t('ship to oslo?', FIRST, [NOT_DELIVERED_THERE], [YES]),
    t('tokyo?', NEXT, [NOT_DELIVERED_THERE], [YES]),
    t('where do you deliver then', NEXT, ['Ireland', 'Australia', 'Canada']),
  ]),
  conv('Pebble Buds to Glasgow by Friday, after 5', undefined, [
    t('if i order the pebble buds today will they be in glasgow by friday', FIRST, [/working days|5 ?pm|dispatch/i]),
    t('and if i order after 5', NEXT, [/next working day/i]),
    t('and on a saturday?', NEXT, [/next working day|monday/i]),
  ]),
  conv('Amex, also free to Spain, Madrid, PayPal', undefined, [
    t('do you take amex? also is delivery to spain free', MULTI, [/American Express|Amex/i, FREE]),
    t('and how long to madrid', NEXT, [USUAL_DAYS]),
    t('paypal?', NEXT, [CARDS], [YES]),
  ]),
  conv('returns window and postage on two lines, why 30, a sofa', undefined, [
    t('how long have i got to return something\nand do i pay for the postage', MULTI, [RETURN_DAYS, FREE]),
    t('why only 30 days, other shops give longer', NEXT, [RETURN_DAYS, /deliver/i]),
    t('what if its a sofa, do i have to post it', NEXT, [COLLECTED]),
  ]),
  conv('Ergo chair price, stock and speed in one message', undefined, [
    t(
      'how much is the ergo mesh office chair, is it in stock and how fast can i get it',
      MULTI,
      ['£199.00', /in stock/i, LARGE_DAYS],
      [OUT_OF_STOCK],
    ),
    t('why do chairs take longer than phones', NEXT, [/two[- ]person|2[- ]person/i]),
  ]),
  conv('phone number and Sundays, Saturday closing', undefined, [
    t('whats your phone number and are you open sundays', MULTI, [PHONE, /Monday to Saturday|Mon(?:day)?\s*(?:-|–|to)\s*Sat/i], [YES]),
    t('what time do you close on saturday', NEXT, [/5 ?pm|17:00/i]),
  ]),
  conv('VAT and extras at checkout, then the Nimbus all in', undefined, [
    t('are prices including vat, and is there anything extra at checkout', MULTI, [/includ/i, FREE], [/plus VAT|excluding VAT|\+ ?VAT/i]),
    t('so the nimbus is 799 all in?', NEXT, [/799/], [/plus|extra/i]),
  ]),
  conv('rude: how long a sofa, then a phone', undefined, [
    t('this bloody bot is useless, how long does a sofa take to deliver', FIRST, [LARGE_DAYS], [], { opensTicket: false }),
    t('and a phone, genius?', NEXT, [USUAL_DAYS]),
  ]),
  conv('text-speak: ship to Cork, how long, a sofa', undefined, [
    t('hw much 2 ship 2 cork m8', FIRST, [FREE], [REFUSES_DELIVERY]),
    t('n hw long', NEXT, [USUAL_DAYS]),
    t('wat if its a sofa lol', NEXT, [LARGE_DAYS]),
  ]),
  conv('text-speak: Klarna, which cards', undefined, [
    t('u do klarna or pay l8r?', FIRST, [CARDS], [YES]),
    t('k wat cards then', NEXT, [/Visa/i, /Mastercard/i, /American Express|Amex/i]),
    t('is it safe puttin my card in', NEXT, [/encrypt|payment provider/i]),
  ]),
  conv('short: delivery?, Ireland?', undefined, [
    t('delivery?', FIRST, [FREE, WORKING_DAYS]),
    t('ireland?', NEXT, [/Ireland|yes/i], [REFUSES_DELIVERY]),
    t('cost?', NEXT, [FREE]),
  ]),
  conv('short: returns?, sofa?', undefined, [t('returns?', FIRST, [RETURN_DAYS, FREE]), t('sofa?', NEXT, [COLLECTED])]),
];

// ---- Account tasks ----
const accountTalk: Conversation[] = [
  conv('forgot the password, the email never came', undefined, [
    t('forgot my password', FIRST, [/forgot password|reset/i]),
    t('the email never came', NEXT, [/spam|junk|again|support@multimart|person|team/i]),
  ]),
  conv('change the password, do not remember it, yes send a link', 'one-order', [
    t('how do i change my password', FIRST, [/settings|reset/i]),
    t('i dont remember the current one', NEXT, [/reset|forgot/i], [/(?:I(?:'ve| have)|has been|we(?:'ve| have)) (?:sent|reset)/i]),
    t('yes send me a link', NEXT, [/email|link/i]),
  ]),
  conv('delete my account, my orders, my reviews', 'two-orders', [
    t('delete my account', FIRST, [/settings|support@multimart/i], [/(?:has been|is now|I(?:'ve| have)) deleted/i]),
    t('will my orders disappear too', NEXT, [/orders/i, /stay|kept|keep|remain/i], [YES]),
    t('and my reviews?', NEXT, [/former customer/i]),
  ]),
  conv('change the email, also two addresses; link life; how many', 'one-order', [
    t('i need to change the email on my account, also can i save two addresses', MULTI, [/settings/i, /address/i]),
    t('how long does the email link work for', NEXT, [/24 hours/i]),
    t('and how many addresses max', NEXT, [/\b10\b|ten/i]),
  ]),
  conv('what you keep about me, a copy, card numbers', undefined, [
    t('what info do you keep about me', FIRST, [/name|email/i, /order/i]),
    t('can i get a copy', NEXT, [/download my data/i]),
    t('do you store my card number??', NEXT, [/never stored|not stored|(?:don't|do not) (?:keep|store)|payment provider/i], [YES]),
  ]),
  conv('discount codes, then an expired one', undefined, [
    t('got any discount codes', FIRST, [/code/i], [YES]),
    t('mine says This code has expired', NEXT, [/expired|ended|no longer|past/i]),
    t('where do i type it in', NEXT, [/cart|checkout/i]),
  ]),
  conv('short: human pls, how long', undefined, [
    t('human pls', FIRST, [PERSON]),
    t('how long will they take', NEXT, [/(?:2|two) working days|9 ?am|monday|hours/i]),
  ]),
];

// ---- Complaints in everyday words, the item named: the shop's next step ----
const complaintTalk: Conversation[] = [
  conv('Echo earbuds stopped charging, a new pair, a person', undefined, [
    t(
      'my echo earbuds stopped charging after a week, rubbish',
      COMPLAINT,
      [/return|refund|replace|person|team|support@multimart/i],
      [PRODUCT_LIST],
    ),
    t(
      'i want a new pair not my money back',
      NEXT,
      [/return|person|team|support@multimart|ticket/i],
      [/(?:has been|is) (?:sent|dispatched)/i],
    ),
    t('ok get a person', NEXT, [PERSON], [], { opensTicket: true }),
  ]),
  conv('Westview stain, collect it, when the money comes', 'two-orders', [
    t('the westview sofa came with a stain on the seat', COMPLAINT, [/#1893|return|collect|person|team/i], [PRODUCT_LIST, PHONE_ORDER]),
    t('can you just send someone to collect it', NEXT, [COLLECTED]),
    t('and when do i get my money', NEXT, [WORKING_DAYS], [REFUND_CLAIMED]),
  ]),
  conv('Nimbus still not shipped, cancel, yeah', 'one-order', [
    t('ordered the nimbus ages ago and it still hasnt shipped, ridiculous', COMPLAINT, [PHONE_ORDER, NOT_SENT_YET], [PRODUCT_LIST]),
    t('can i cancel then', NEXT, [/cancel/i, ASKS_FIRST], [CANCELLED_NOW], { cancels: false }),
    t('yeah', NEXT, [/cancel/i], [], { cancels: true }),
  ]),
  conv('fitness watch screen cracked, it came like that', 'three-orders', [
    t(
      'the fitness watch screen is cracked',
      COMPLAINT,
      [/return|replace|refund|person|team|support@multimart/i],
      [PRODUCT_LIST, PHONE_ORDER, SOFA_ORDER],
    ),
    t('it was in the box like that', NEXT, [/person|team|ticket|support@multimart|return/i], [PRODUCT_LIST]),
  ]),
  conv('Kerry chair wobbles, bought five weeks ago', undefined, [
    t('my kerry dining chair wobbles like mad', COMPLAINT, [/return|person|team|support@multimart|log ?in/i], [PRODUCT_LIST]),
    t('bought it 5 weeks ago', NEXT, [/60 days|person|team|support@multimart/i]),
  ]),
  conv('Orbit Lite dies by lunchtime, said two days', undefined, [
    t(
      'the orbit lite i bought is dead by lunchtime, you said it lasts 2 days',
      COMPLAINT,
      [/return|refund|person|team|support@multimart/i],
      [PRODUCT_LIST],
    ),
    t('can i still send it back, had it 3 weeks', NEXT, [/yes|30 days/i]),
  ]),
  conv('Aria rattle, text-speak follow-up', undefined, [
    t(
      'the aria headphones r making a rattling noise in the left ear',
      COMPLAINT,
      [/return|refund|replace|person|team|support@multimart/i],
      [PRODUCT_LIST],
    ),
    t('wat do i do wiv them', NEXT, [/return|person|team|support@multimart/i], [PRODUCT_LIST]),
  ]),
  conv('rude: cancel the damn phone order, YES', 'one-order', [
    t('cancel my damn phone order NOW', FIRST, [/cancel/i, ASKS_FIRST], [CANCELLED_NOW], { cancels: false }),
    t('YES', NEXT, [/cancel/i], [], { cancels: true }),
  ]),
  conv('rude: what is wrong with this shop, where is the watch', 'three-orders', [
    t('what is wrong with you people, where the hell is my watch', COMPLAINT, ['DPD1894'], [PHONE_ORDER, SOFA_ORDER, PRODUCT_LIST]),
    t('and when does it actually get here', NEXT, [USUAL_DAYS]),
  ]),
];

export const devConversations6: Conversation[] = [
  ...productTalk,
  ...pageTalk,
  ...orderTalk,
  ...refundTalk,
  ...deliveryTalk,
  ...accountTalk,
  ...complaintTalk,
];
