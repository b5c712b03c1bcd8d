// A HELD-OUT set of graded conversations, written on 2026-11-29 by a helper who never opened the chat engine
// (functions/src/chat/, functions/src/assistant/), its corpus, the own conversation suite past its types, the
// customer's orders and the product descriptions it plays with, the first blind conversations past their types
// and first conversation, or any other evaluation set. The truth graded against is docs/spec.md, core/src
// (policies.ts, shop-info.ts, constants.ts, invoice-texts.ts, order-lifecycle.ts) and the sample catalogue the
// suite plays (test-support/src/chat-catalog.ts with the suite's product descriptions).
//
// Every message was written fresh, as UK and US shoppers type them: follow-ups leaning on what came before,
// two or three questions in one message, the page in view, product facts the description does or does not
// state, complaints, refunds (status and policy), account deletion, passwords and PINs, delivery to cities and
// countries, changing and cancelling orders, returns, payment, promo codes, invoices and VAT, addresses,
// swearing around a real question, names and order numbers inside sentences, typos and chatty wrapping.
//
// Grading is a fair judge's: `says` holds only the facts a helpful reply must carry (alternatives where the
// wording may vary, case-insensitive), `never` what would be wrong or harmful. Written before any reply was
// seen. HELD OUT: it is reported by the bench, never asserted by `npm test`, and its failures are not to be
// read turn by turn nor mended against: a mend is judged on other words, and this set says whether it held.
import type { Conversation } from './conversations.ts';
import { conv, t } from './graded-turns.ts';
import { orderPage, productPage } from './pages.ts';

// ---- What a helpful reply carries, loosely ----
const SORRY = /sorry|apolog|understand|frustrat|disappoint|not (good enough|acceptable|what you|right)|that'?s (awful|terrible|annoying)/i;
const NEXT_STEP =
  /return|refund|replace|ticket|team|colleague|support@|\+44|contact|photo|look into|investigat|person|send (it|them) back|collect/i;
const PERSON = /person|human|team|colleague|agent|ticket|support@|\+44|someone|staff/i;
const LOGIN = /log ?in|sign ?in|logged in|signed in/i;
const CONFIRM = /\?|confirm|sure/i;
const STANDARD_DAYS = /(2|two)\s*(to|-|–|and)\s*(4|four) working days/i;
const LARGE_DAYS = /(10|ten) working days/i;
const FREE = /free|no (charge|cost|fee)|£0(\.00)?\b|nothing/i;
const THIRTY = /30 days|thirty days/i;
const SIXTY = /60 days|sixty days/i;
const REFUND_TIMING = /(2|two) working days|(5|five) working days/i;
const CARDS = /visa|mastercard|american express|amex|card/i;
const CONTACT = /support@multimart\.example|\+44 116 496 0123/i;
const SETTINGS = /settings/i;
const INVOICE = /invoice/i;
const NOT_STATED =
  /n[o']t (say|state|mention|list|show|confirm|sure|have|know|specif|cover|include|available)|no (information|details|mention|data)|can(no|')t (confirm|say|tell)|isn'?t (stated|listed|mentioned|specified|given)|unsure|(contact|ask|email) (our|the|a) (team|support)|support@|\+44/i;
const ONLY_CARDS_NOT = /n[o']t|only|just|don'?t|cannot|can'?t|isn'?t/i;

// ---- What would be wrong ----
const YES_OPENING = /^\W*(yes|yep|yeah|absolutely|definitely|of course|sure(ly)?|it (does|is|has)|they (do|are|have))\b/i;
const ANY_ORDER_NO = /#\s?\d{3,}|\b18\d\d\b/;
const CANCELLED_CLAIM = /(has|have) (now )?been cancel+ed|I('ve| have) cancel+ed|is now cancel+ed|cancel+ation (is )?(done|complete)/i;
const REFUND_DONE =
  /I('ve| have) (issued|processed|refunded|sent)|(has|have) been refunded|refund (has been|is) (issued|processed|on its way)/i;

// ---- Facts of the catalogue and the customer's orders ----
const PHONE_ORDER = /1892|Nimbus/i;
const PHONE_NOT_SENT = /paid|processing|prepar|not (yet )?(been )?(shipped|dispatched|sent)|yet to (ship|be dispatched)/i;
const WATCH_SENT = /shipped|on its way|dispatched|in transit|DPD/i;
const SOFA_DELIVERED = /delivered/i;

export const heldOutConversations: Conversation[] = [
  // ---- Product facts the catalogue states, or does not ----
  conv('chesterfield: material, colour, then the feet', undefined, [
    t('what is the kensington chesterfield made of?', 'product fact', [/leather/i]),
    t('what colour leather is it', 'product fact', [/cognac/i]),
    t('and the legs, are they wooden or metal?', 'follow-up', [/block feet|dark|hardwood|n[o']t (say|state|mention)/i], [/metal legs/i]),
  ]),
  conv('aria on its page: folding, the case, then what kind of case', undefined, [
    t('does this have noise cancelling and does it fold up?', 'multi-question', [/noise/i, /fold/i], [], {
      page: productPage('Aria Noise-Cancelling Headphones'),
    }),
    t('Does it come with a carry case?', 'page', [/case/i], [/no case|doesn'?t come with a case|not included/i], {
      page: productPage('Aria Noise-Cancelling Headphones'),
    }),
    t('is it a hard case or a soft pouch?', 'product fact', [NOT_STATED], [YES_OPENING, /it'?s a (hard|soft)/i]),
  ]),
  conv('westview on its page: cushions, fabric colour, then grey', undefined, [
    t('does this come with any scatter cushions?', 'page', [/mustard|forest green|two|accent/i], [/no cushions/i], {
      page: productPage('Stone and Beam Westview Sofa'),
    }),
    t('what colour is the fabric', 'product fact', [/oatmeal/i], [], { page: productPage('Stone and Beam Westview Sofa') }),
    t('what about in grey?', 'follow-up', [/oatmeal|only|n[o']t|isn'?t/i], [YES_OPENING, /(comes|available|also) in grey/i]),
  ]),
  conv('baltsar chair: seat height and wood, then the kerry chair', undefined, [
    t('how high is the seat on the baltsar?', 'product fact', [/40 ?cm/i]),
    t('and what wood is the frame', 'product fact', [/oak/i]),
    t('ok and the kerry dining chair, how much is that one', 'follow-up', [/£45/]),
    t('is that one solid wood?', 'product fact', [NOT_STATED], [YES_OPENING, /made (of|from) solid/i]),
  ]),
  conv('meridian watch: face size, strap, water', undefined, [
    t("What size is the Meridian watch's face?", 'product fact', [/42 ?mm/i]),
    t('is the strap metal or leather', 'product fact', [/leather/i], [/metal strap|steel strap|bracelet/i]),
    t('can I swim with it on?', 'product fact', [NOT_STATED], [YES_OPENING, /water ?(proof|resistant) to/i]),
  ]),
  conv('nimbus: screen, a charger in the box, then the cheaper phone and 5G', undefined, [
    t('how big is the screen on the nimbus 12', 'product fact', [/6\.1/]),
    t('does it come with a charger in the box?', 'product fact', [NOT_STATED], [YES_OPENING, /charger (is )?included/i]),
    t('and the orbit lite, how much', 'follow-up', [/£199/]),
    t('does that one do 5G?', 'product fact', [NOT_STATED], [YES_OPENING, /supports 5g/i]),
  ]),
  conv('wireless earbuds, better rated, its price, its battery', undefined, [
    t('What wireless earbuds do you sell?', 'first message', [/Echo/i, /Pebble/i]),
    t('which one has better reviews', 'follow-up', [/Pebble/i]),
    t('ok how much is it', 'follow-up', [/£89\.99/]),
    t("what's the battery life like on them", 'product fact', [NOT_STATED], [YES_OPENING, /\d+ hours/i]),
  ]),
  conv('office chair on its page: price, stock, delivery to Leeds', undefined, [
    t('how much is this one?', 'page', [/£199/], [/could(n'?t| not) find|which product/i], { page: productPage('Ergo Mesh Office Chair') }),
    t('have you got it in stock', 'page', [/in stock|available|20/i], [/out of stock/i], { page: productPage('Ergo Mesh Office Chair') }),
    t('how long would it take to get to Leeds?', 'follow-up', [LARGE_DAYS], [/£\d+(\.\d\d)? (for )?delivery/i]),
  ]),
  conv('field watch on its page: no reviews yet, then a better rated one', undefined, [
    t(
      'any reviews on this watch?',
      'page',
      [/n[o']t (been )?(yet )?rated|no (ratings|reviews)|n[o']t (any|yet)|yet to be|rated yet|unrated|nobody has|no one has/i],
      [],
      {
        page: productPage('Classic Field Watch'),
      },
    ),
    t('which of your watches has the best reviews then', 'follow-up', [/Meridian/i, /4\.9/]),
    t('how much is that', 'follow-up', [/£249/]),
  ]),
  conv('pulse watch on its page: rating, then sleep tracking', undefined, [
    t('is this any good? what do people rate it', 'page', [/4\.2/], [], { page: productPage('Pulse Fitness Watch') }),
    t('does it track sleep', 'product fact', [NOT_STATED], [YES_OPENING], { page: productPage('Pulse Fitness Watch') }),
  ]),
  conv('cheapest sofa, dearest, then leather', undefined, [
    t('whats ur cheapest sofa', 'first message', [/Bigelow/i, /£649/]),
    t('and the most expensive one?', 'follow-up', [/Kensington|Chesterfield/i, /£1,?499/]),
    t('does that one come in leather?', 'follow-up', [/leather/i], [/^\W*no\b/i]),
  ]),
  conv('watches under £100, then the leather strap one', undefined, [
    t('got any watches under 100 quid?', 'first message', [/Pulse/i, /£79\.99/], [/Meridian/i]),
    t('and the watch with the leather strap?', 'follow-up', [/Meridian/i, /£249/]),
  ]),
  conv('chesterfield on its page: how many it seats and delivery', undefined, [
    t('how many people does this sit?', 'page', [/three|3/i], [], { page: productPage('Kensington Leather Chesterfield') }),
    t('and is delivery extra on something this big', 'follow-up', [FREE], [/£\d+(\.\d\d)? (for )?delivery/i]),
  ]),
  conv('nimbus: frame, then colours', undefined, [
    t("what's the nimbus phone's frame made from?", 'product fact', [/stainless steel|steel/i]),
    t('which colours can I get it in', 'product fact', [/midnight blue/i], [/^\W*(yes|yep)\b/i]),
    t('no silver?', 'follow-up', [/midnight blue|only|n[o']t/i], [YES_OPENING, /(comes|available|also) in silver/i]),
  ]),
  conv('a product page, then another product by name', undefined, [
    t("what's the rating on this?", 'page', [/4\.5/], [], { page: productPage('Pebble Buds Pro') }),
    t('and the echo ones?', 'follow-up', [/4\.3/]),
    t('are they noise cancelling?', 'product fact', [NOT_STATED], [YES_OPENING]),
  ]),

  // ---- Delivery: cities and countries ----
  conv('Dublin, Cork, then Paris and Madrid', undefined, [
    t('do you deliver to Dublin and how long does it take?', 'multi-question', [/ireland|yes|we (do )?deliver/i, STANDARD_DAYS]),
    t('and Cork?', 'follow-up', [/ireland|yes|we (do )?deliver|same/i], [/don'?t deliver|do not deliver/i]),
    t(
      'Do you post to Paris? And Madrid too? Thank you!',
      'multi-question',
      [/france|paris|yes/i, /spain|madrid|yes|both/i],
      [/don'?t (deliver|ship)|do not (deliver|ship)/i],
    ),
  ]),
  conv('delivery cost, returns, their condition, postage and refund time', undefined, [
    t("how much is delivery, and can i send stuff back if it doesn't suit?", 'multi-question', [FREE, THIRTY]),
    t('does it have to be unopened?', 'follow-up', [/unused|original packaging|packaging/i]),
    t('who pays the return postage, and how long do refunds take?', 'multi-question', [FREE, /working days/i]),
  ]),
  conv('Melbourne in chatty wrapping, then how long', undefined, [
    t(
      "hi there, hope you're well! quick one - do you ship to Melbourne? cheers",
      'first message',
      [/australia|yes|we (do )?(deliver|ship)/i],
      [/don'?t (deliver|ship)|do not (deliver|ship)/i],
    ),
    t('brilliant, how long would it take roughly?', 'follow-up', [/working days/i]),
  ]),
  conv('Switzerland no, Germany yes, Tokyo no, then the list', undefined, [
    t('Do you deliver to Switzerland?', 'first message', [/n[o']t|don'?t|do not|only|unfortunately|sorry/i], [YES_OPENING]),
    t('what about germany then', 'follow-up', [/germany|yes|we (do )?deliver/i], [/don'?t deliver to germany|not to germany/i]),
    t('and could I get something sent to Tokyo?', 'follow-up', [/n[o']t|don'?t|do not|only|unfortunately|sorry/i], [YES_OPENING]),
    t('where do you deliver to then', 'follow-up', [/United Kingdom|UK/i, /Ireland/i, /Australia/i]),
  ]),
  conv('a sofa to New York', undefined, [
    t(
      'can you send a sofa to New York? how long would it take',
      'multi-question',
      [/united states|US|USA|yes|we (do )?deliver/i, LARGE_DAYS],
      [/don'?t deliver|do not deliver/i],
    ),
    t('and what does shipping cost for that', 'follow-up', [FREE], [/£\d+(\.\d\d)? (for )?(delivery|shipping)/i]),
  ]),
  conv('Toronto with typos, then the cost', undefined, [
    t(
      'do u ship to tronto canda??',
      'first message',
      [/canada|yes|we (do )?(deliver|ship)/i],
      [/don'?t (deliver|ship)|do not (deliver|ship)/i],
    ),
    t('is it free to canada or do i pay', 'follow-up', [FREE], [/£\d+(\.\d\d)? (for )?(delivery|shipping)/i]),
  ]),
  conv('Belfast, how fast, the cut-off, a Saturday order', undefined, [
    t(
      'do you deliver to belfast',
      'first message',
      [/yes|united kingdom|UK|we (do )?deliver|northern ireland/i],
      [/don'?t deliver|do not deliver/i],
    ),
    t('how quick is it usually', 'follow-up', [STANDARD_DAYS]),
    t('what time do i need to order by for it to go out the same day', 'follow-up', [/5 ?pm|17:00/i]),
    t('and if I order on a saturday?', 'follow-up', [/monday|next working day|working day/i]),
  ]),

  // ---- Payment, promo codes, VAT and invoices ----
  conv('paypal, then klarna', undefined, [
    t('can i pay with paypal', 'first message', [CARDS, ONLY_CARDS_NOT], [YES_OPENING]),
    t('what about klarna or one of those pay in 3 things?', 'follow-up', [CARDS], [YES_OPENING]),
  ]),
  conv('amex and a minimum order, then mastercard', undefined, [
    t(
      'Do you take Amex? And is there a minimum order for free delivery?',
      'multi-question',
      [/american express|amex/i, /no minimum|every order|free/i],
      [/minimum (spend|order) of £/i],
    ),
    t('and mastercard?', 'follow-up', [/mastercard|yes/i], [/don'?t (take|accept)/i]),
  ]),
  conv('debit or credit, cash on delivery, apple pay', undefined, [
    t('do you accept debit cards or is it credit only', 'first message', [/debit/i]),
    t('is cash on delivery possible?', 'follow-up', [CARDS], [YES_OPENING]),
    t('apple pay?', 'follow-up', [CARDS], [YES_OPENING]),
  ]),
  conv('promo code: where, two at once, a student one', undefined, [
    t('where do i put a promo code?', 'first message', [/cart|checkout/i]),
    t("i've got two codes, can I use both on one order", 'follow-up', [/one|single|only/i], [YES_OPENING]),
    t('Is there a student discount?', 'follow-up', [/code|n[o']t|don'?t|no /i], [YES_OPENING]),
  ]),
  conv('an expired code, with a swear, then another code', undefined, [
    t(
      "my code says it's expired but the email only came yesterday, what the hell",
      'complaint',
      [/expir|end|date|team|support@|\+44|contact|person/i],
      [YES_OPENING],
    ),
    t(
      'can you give me another one then',
      'follow-up',
      [/can'?t|cannot|n[o']t|team|support@|\+44|person/i],
      [/use (the )?code [A-Z0-9]{4,}/],
    ),
  ]),
  conv('VAT in the price, then a VAT invoice', undefined, [
    t('are your prices inc VAT?', 'first message', [/includ/i], [/exclud|plus vat|\+ ?vat/i]),
    t('can I get a proper VAT invoice for my business then?', 'follow-up', [INVOICE, /order|pdf|download/i]),
  ]),
  conv('an invoice for the sofa, then a refund, then the policy', 'three-orders', [
    t('I need an invoice for the sofa for my expenses claim', 'first message', [INVOICE, /1893|order|pdf|download/i]),
    t('and one for the phone too please', 'follow-up', [/invoice|1892|order|pdf/i]),
    t("different thing - where's my refund?", 'follow-up', [/refund/i], [REFUND_DONE]),
    t("what's your refund policy anyway", 'follow-up', [/60 days|sixty days|working days|30 days/i]),
  ]),
  conv('a receipt from the order page', 'three-orders', [
    t('can I download a receipt for this?', 'page', [/invoice|pdf|download/i], [], { page: orderPage(1893) }),
    t('does it show the vat', 'follow-up', [/vat|20/i]),
  ]),

  // ---- Accounts: deletion, passwords, PINs, addresses ----
  conv('deleting the account: how, the orders, by email', undefined, [
    t('how do i delete my account', 'first message', [SETTINGS, /delete/i]),
    t('will you still keep my order history after?', 'follow-up', [/order/i]),
    t('and if I just email you to do it, how long does that take?', 'follow-up', [/30 days|thirty days/i]),
  ]),
  conv('remove all my data, then a copy first', undefined, [
    t("please remove all my data, i don't want to be on your system any more", 'first message', [
      /delete|remov/i,
      /settings|support@|\+44|contact/i,
    ]),
    t('can I get a copy of it all before you do that', 'follow-up', [/download/i]),
  ]),
  conv('forgotten password, then the email never came', undefined, [
    t("forgot my password and now i can't log in", 'first message', [/forgot|reset/i, /email|link/i]),
    t('I tried that but the email never came', 'follow-up', [/spam|junk|again|team|support@|\+44|resend|person/i]),
  ]),
  conv('a PIN the shop does not have', undefined, [
    t("what's my PIN? I've forgotten it", 'first message', [/password|reset/i], [/your pin is/i]),
    t('ok how do I reset it then', 'follow-up', [/forgot|reset/i, /email|link/i]),
  ]),
  conv('a password reset, logged in, confirmed', 'one-order', [
    t('can you reset my password please', 'first message', [/password|reset/i, CONFIRM]),
    t('yes please', 'follow-up', [/email|link|sent/i]),
  ]),
  conv('a new delivery address, then how many', undefined, [
    t('how do I save a new delivery address to my account', 'first message', [SETTINGS, /address/i]),
    t('how many can I have saved', 'follow-up', [/10|ten/i]),
  ]),
  conv('send it to work instead of home, then keep it', undefined, [
    t(
      'can I have it sent to my work address instead of my home one?',
      'first message',
      [/checkout|delivery address|address book|different/i],
      [/^\W*no\b/i],
    ),
    t("can I save it so I don't have to type it in every time", 'follow-up', [/settings|address book|save/i]),
  ]),

  // ---- The customer's orders: status, follow-ups, order numbers in sentences ----
  conv("where's my stuff, then the phone, then the watch", 'three-orders', [
    t("where's my stuff??", 'first message', [/1894|watch|1892|phone|1893|sofa/i]),
    t('no, the phone', 'follow-up', [PHONE_ORDER, PHONE_NOT_SENT]),
    t('and the watch?', 'follow-up', [WATCH_SENT]),
  ]),
  conv('tracking for 1894 inside a sentence, then when', 'three-orders', [
    t("Hi, could you give me the tracking for order 1894 please, it's the fitness watch", 'first message', [/DPD1894/i]),
    t('roughly when should it get to me?', 'follow-up', [/working days|DPD|track/i]),
  ]),
  conv('cancel the only order, then ok do it', 'one-order', [
    t('can I cancel my order', 'first message', [PHONE_ORDER, CONFIRM], [CANCELLED_CLAIM], { cancels: false }),
    t('ok do it', 'follow-up', [/cancel/i], [], { cancels: true }),
  ]),
  conv('cancel the watch (shipped), then the phone', 'three-orders', [
    t('cancel the watch order', 'first message', [WATCH_SENT], [CANCELLED_CLAIM], { cancels: false }),
    t('the other one then, the phone', 'follow-up', [PHONE_ORDER, CONFIRM], [CANCELLED_CLAIM], { cancels: false }),
    t('yes', 'follow-up', [/cancel/i], [], { cancels: true }),
  ]),
  conv('cancel then change of mind', 'two-orders', [
    t('I want to cancel the Nimbus order', 'first message', [PHONE_ORDER, CONFIRM], [CANCELLED_CLAIM], { cancels: false }),
    t("actually no, leave it, I'll keep it", 'follow-up', [], [CANCELLED_CLAIM], { cancels: false }),
  ]),
  conv('return the sofa: how, cost, money back', 'two-orders', [
    t("I'd like to return the sofa, it's too big for the room", 'first message', [/return|collect/i], [CANCELLED_CLAIM], {
      cancels: false,
    }),
    t('do I have to pay for that?', 'follow-up', [FREE], [/£\d+(\.\d\d)? (fee|charge)/i]),
    t('how long till I get my money back', 'follow-up', [REFUND_TIMING]),
  ]),
  conv('return the watch before it has arrived, then the sofa', 'three-orders', [
    t('i want to send back the watch', 'first message', [
      /not (yet )?(been )?delivered|once (it'?s|it has been|it is) delivered|on its way|shipped|arrive/i,
    ]),
    t('ok what about the sofa then', 'follow-up', [/return|collect/i], [CANCELLED_CLAIM], { cancels: false }),
  ]),
  conv('anonymous: order status by number, then by email', undefined, [
    t('where is my order 2231', 'first message', [LOGIN], [/#\s?2231|2231 (is|was|has)/i]),
    t("can't you just look it up with my email address?", 'follow-up', [LOGIN], [ANY_ORDER_NO]),
  ]),
  conv('a name and an order number in a sentence: delivered, then the invoice', 'three-orders', [
    t('Hello, Sam Patel here - order 1893, can you confirm it was delivered?', 'first message', [/1893|sofa/i, SOFA_DELIVERED]),
    t('great, and is there an invoice for it?', 'follow-up', [INVOICE]),
  ]),
  conv('an order number that is not theirs, then the right one', 'three-orders', [
    t("my order 1899 still hasn't turned up", 'first message', [/1892|1893|1894|find|n[o']t|don'?t/i], [/1899 (is|was|has)/i]),
    t('sorry I meant 1894', 'follow-up', [WATCH_SENT]),
  ]),
  conv('on the phone order page: when, and the address', 'three-orders', [
    t('when will this arrive?', 'page', [PHONE_NOT_SENT], [/has been delivered|was delivered/i], { page: orderPage(1892) }),
    t(
      'can I still change the delivery address on it?',
      'page',
      [/person|team|support@|\+44|contact|cancel|can'?t|cannot|not able/i],
      [/I('ve| have) (changed|updated)/i],
      { page: orderPage(1892) },
    ),
  ]),
  conv('on the watch order page: where, then late and cross', 'three-orders', [
    t('where is it now', 'page', [WATCH_SENT], [], { page: orderPage(1894) }),
    t(
      'it said shipped days ago and still nothing, this is ridiculous',
      'complaint',
      [/DPD|track|team|person|support@|\+44|look into/i],
      [],
      { page: orderPage(1894) },
    ),
  ]),
  conv('on the sofa order page: a broken leg, then collection', 'three-orders', [
    t('one of the legs on this has snapped clean off', 'complaint', [SORRY, NEXT_STEP], [], { page: orderPage(1893) }),
    t('can someone come and collect it?', 'follow-up', [/collect/i, /support@|\+44|contact|book|team|return/i]),
  ]),
  conv('two things: has the watch shipped, can I cancel the phone, then do it', 'three-orders', [
    t(
      'Two things - has the watch shipped, and can I still cancel the phone?',
      'multi-question',
      [WATCH_SENT, /cancel/i],
      [CANCELLED_CLAIM],
      { cancels: false },
    ),
    t('go on then, cancel the phone', 'follow-up', [PHONE_ORDER, CONFIRM], [CANCELLED_CLAIM], { cancels: false }),
    t('yes go ahead', 'follow-up', [/cancel/i], [], { cancels: true }),
  ]),
  conv('when did the sofa come, can it go back, how', 'three-orders', [
    t('when did my sofa arrive and am I still able to return it?', 'multi-question', [SOFA_DELIVERED, /return/i]),
    t('how do I start that', 'follow-up', [/order|return|collect/i], [CANCELLED_CLAIM], { cancels: false }),
  ]),
  conv('add an item to an order, then cancel it', 'two-orders', [
    t(
      'can I add a second item to my phone order before it ships?',
      'first message',
      [/new order|separate|cancel|team|person|support@|\+44|can'?t|cannot|not able/i],
      [/I('ve| have) added/i],
    ),
    t('fine, then just cancel it and I will reorder', 'follow-up', [PHONE_ORDER, CONFIRM], [CANCELLED_CLAIM], { cancels: false }),
  ]),
  conv('typos: when will my order arrive, then tracking', 'one-order', [
    t('wen will my ordr arive', 'first message', [PHONE_ORDER, PHONE_NOT_SENT]),
    t(
      'wat about tracking',
      'follow-up',
      [
        /not (yet )?(been )?(shipped|dispatched|sent)|no tracking|once (it'?s |it is |it has been )?(shipped|dispatched|sent)|when (it|we) (ship|dispatch)/i,
      ],
      [/DPD/i],
    ),
  ]),
  conv('what did I order, with no orders', 'no-orders', [
    t(
      'what have I ordered from you',
      'first message',
      [/no orders|haven'?t (placed|ordered|got)|n[o']t (placed|got|have) any|don'?t have any/i],
      [ANY_ORDER_NO],
    ),
    t('ok how do I place one then', 'follow-up', [/cart|checkout|basket/i], [ANY_ORDER_NO]),
  ]),
  conv('phone order page, three questions, then yes', 'three-orders', [
    t(
      "what's the status of this, how much did I pay, and can I still cancel?",
      'multi-question',
      [PHONE_NOT_SENT, /799/, /cancel/i],
      [CANCELLED_CLAIM],
      { page: orderPage(1892), cancels: false },
    ),
    t('yes cancel it', 'follow-up', [/cancel/i], [], { page: orderPage(1892), cancels: true }),
  ]),
  conv('refund after cancelling: how long, which card', 'one-order', [
    t('if I cancel my phone order when would I get the money back?', 'multi-question', [/card|refund/i], [CANCELLED_CLAIM], {
      cancels: false,
    }),
    t('would it go back on the same card?', 'follow-up', [/card/i], [CANCELLED_CLAIM], { cancels: false }),
  ]),

  // ---- Refunds: policy ----
  conv('refund timing, where it goes, the guarantee', undefined, [
    t('how long do refunds normally take', 'first message', [REFUND_TIMING]),
    t('does it go back on my card?', 'follow-up', [/card/i]),
    t("and what's this money back guarantee I keep seeing", 'follow-up', [SIXTY]),
  ]),

  // ---- Complaints ----
  conv('charged twice, then refund the extra', 'one-order', [
    t('you charged me twice for the same order!!', 'complaint', [SORRY, /team|person|look into|check|support@|\+44|ticket|colleague/i]),
    t('can you just refund the extra one', 'follow-up', [PERSON], [REFUND_DONE]),
  ]),
  conv('wrong item in the box, then sending it back', 'three-orders', [
    t('ordered the pulse watch and got a pair of earbuds instead', 'complaint', [SORRY, NEXT_STEP]),
    t('do I need to send the earbuds back?', 'follow-up', [/return|send|team|collect|slip|support@|\+44/i]),
  ]),
  conv('faulty earbuds, anonymous, then three weeks in', undefined, [
    t("my echo earbuds are faulty, the left one won't charge", 'complaint', [SORRY, NEXT_STEP], [/£59\.99/]),
    t('I bought them about 3 weeks ago, is that still ok?', 'follow-up', [THIRTY]),
  ]),
  conv('parcel says delivered but nothing here', 'three-orders', [
    t("tracking says my sofa was delivered but there's nothing here", 'complaint', [SORRY, PERSON]),
    t('so what happens now?', 'follow-up', [/team|person|look into|investigat|support@|\+44|ticket|colleague|contact/i]),
  ]),
  conv('late watch, then a person', 'three-orders', [
    t('my order is late, it was meant to be here on tuesday', 'complaint', [/DPD|shipped|track|team|person|look into/i]),
    t('this is bloody useless, i want to speak to a human', 'complaint', [PERSON]),
  ]),
  conv('swearing with a real question: where is the watch, then tracking', 'three-orders', [
    t('where the f*** is my watch', 'first message', [WATCH_SENT]),
    t('and the tracking number?', 'follow-up', [/DPD1894/i]),
  ]),
  conv('swearing with a real question: returns policy, then the money', undefined, [
    t('what the hell is your returns policy', 'first message', [THIRTY]),
    t(
      'and do I get all my money back or do you keep some?',
      'follow-up',
      [/full|\ball\b|everything|whole/i],
      [/restocking fee|keep (a|some)/i],
    ),
  ]),
  conv('wrong colour ordered, with a swear, then cancel', 'one-order', [
    t(
      'shit, I ordered the wrong colour phone, can I change it?',
      'first message',
      [/cancel|midnight blue|only|team|person|support@/i],
      [/I('ve| have) changed/i],
    ),
    t('forget it then, cancel the whole thing', 'follow-up', [PHONE_ORDER, CONFIRM], [CANCELLED_CLAIM], { cancels: false }),
    t('yep', 'follow-up', [/cancel/i], [], { cancels: true }),
  ]),
  conv('scratched chair, anonymous, then photos', undefined, [
    t('damn, the chair arrived all scratched', 'complaint', [SORRY, NEXT_STEP]),
    t('do I need to send photos?', 'follow-up', [/photo|team|support@|\+44|contact|return|person/i]),
  ]),
  conv('damaged parcel with a name in it, then a replacement', 'two-orders', [
    t("Hi it's Sam, the box my sofa came in was crushed and the fabric is torn", 'complaint', [SORRY, NEXT_STEP]),
    t("I'd rather have a replacement than my money back", 'follow-up', [/replace|team|person|support@|\+44|ticket|colleague|return/i]),
  ]),
  conv('a person, then what about', undefined, [
    t('can I talk to someone real please', 'first message', [PERSON]),
    t("it's about a parcel that never turned up", 'complaint', [/sorry|person|team|log ?in|order|support@|\+44|ticket/i]),
  ]),

  // ---- Changing and cancelling, anonymous ----
  conv('how to cancel, dispatched, and the address, anonymous', undefined, [
    t('how do I cancel an order', 'first message', [/log ?in|sign ?in|orders page|my orders/i]),
    t("what if it's already been dispatched", 'follow-up', [/return|can'?t|cannot|too late|no longer|not possible/i]),
    t('can I change the delivery address after I have ordered?', 'follow-up', [
      /person|team|support@|\+44|contact|cancel|can'?t|cannot|not able/i,
    ]),
  ]),

  // ---- Typos, chat around the question, the shop itself ----
  conv('typos: sofas, the cheapest, its fabric', undefined, [
    t('helo do yuo sell sofs', 'first message', [/Westview|Bigelow|Chesterfield/i]),
    t('wich is cheepest', 'follow-up', [/Bigelow/i, /£649/]),
    t('wat is it made of, is it velvet?', 'product fact', [NOT_STATED], [YES_OPENING, /it'?s velvet|is velvet/i]),
  ]),
  conv('a long story around a price, then the case, then the watch', undefined, [
    t(
      "hiya, my nan's birthday is coming up and she's always got the telly on too loud, so I was thinking headphones. anyway how much are the aria ones? thanks love",
      'first message',
      [/£249\.99/],
    ),
    t('do they come with something to keep them in?', 'product fact', [/case/i], [/no case|doesn'?t come with/i]),
    t('and the meridian watch?', 'follow-up', [/£249(\.00)?(?!\.99)/]),
  ]),
  conv('typos: returns, then a refund', undefined, [
    t('retrun polcy?', 'first message', [THIRTY]),
    t('n how do i get a refnd', 'follow-up', [/refund|return/i]),
  ]),
  conv('thanks, then stock in passing, then delivery', undefined, [
    t('thx, and one more thing - is the chesterfield in stock?', 'first message', [/in stock|available|20/i], [/out of stock/i]),
    t('how long would it take to deliver', 'follow-up', [LARGE_DAYS]),
  ]),
  conv('opening hours, phone, Sundays, email', undefined, [
    t("what are your opening hours and what's your phone number", 'multi-question', [
      /9 ?am|9:00|9\.00/i,
      /\+44 116 496 0123|0116 496 0123/,
    ]),
    t('are you open on sundays?', 'follow-up', [/monday to saturday|n[o']t|closed|\bno\b/i], [YES_OPENING]),
    t("what's the email for customer service then", 'follow-up', [CONTACT]),
  ]),
  conv('where based, collect in person, the address', undefined, [
    t('where are you based? can I collect in person?', 'multi-question', [/Leicester/i], [YES_OPENING, /you can collect/i]),
    t("what's the full address?", 'follow-up', [/12 Market Street|LE1 5AB/i]),
  ]),
  conv('two products in stock and their prices, then the seat', undefined, [
    t(
      'are the westview sofa and the baltsar chair both in stock, and how much are they?',
      'multi-question',
      [/899/, /129/],
      [/out of stock/i],
    ),
    t("and the chair, what's the seat covered in?", 'product fact', [/boucle|bouclé/i]),
  ]),
  conv('American asks about returns and delivery, then how long', undefined, [
    t("Hey! I'm in Chicago - do y'all ship here and what's your return policy?", 'multi-question', [
      /united states|US|USA|yes|we (do )?(deliver|ship)/i,
      THIRTY,
    ]),
    t('sweet, how long does shipping take to the US?', 'follow-up', [/working days/i]),
  ]),
  conv('sofa delivery time, carrying in, returning, booking', undefined, [
    t('How long does it take to get a sofa delivered?', 'first message', [LARGE_DAYS]),
    t('do they carry it in for me?', 'follow-up', [/two[- ]person|2[- ]person|courier|n[o']t (say|state)|team|support@|\+44/i]),
    t('If I want to send it back, do I have to take it to a post office??', 'follow-up', [/collect/i], [YES_OPENING]),
    t('how do I book that', 'follow-up', [CONTACT]),
  ]),
  conv('chair delivery to Edinburgh and the cost, then returns', undefined, [
    t(
      'how much to deliver the baltsar chair to Edinburgh and how long',
      'multi-question',
      [FREE, LARGE_DAYS],
      [/£\d+(\.\d\d)? (for )?delivery/i],
    ),
    t("can I send it back if it doesn't go with my room?", 'follow-up', [THIRTY]),
  ]),
];
