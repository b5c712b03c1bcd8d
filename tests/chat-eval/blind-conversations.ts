// A blind set of graded conversations, written on 2026-11-29 by a helper who never saw the chat engine
// (functions/src/chat/), the suite's own conversations past its types, orders and product descriptions, the
// own set or any other evaluation set, and read no public support dataset. Every message was written fresh,
// as shoppers of a small UK shop type them: follow-ups that lean on what came before, two or three questions
// in one message, the page in view, product facts the description may or may not hold, complaints, orders
// named by product, status or number, anonymous visitors asking about orders, swearing, asking for a person.
//
// Grading is a fair judge's: `says` holds only the facts a helpful reply must carry (with alternatives where
// the wording may vary), `never` what would be wrong or harmful. Written before any reply was seen; the
// expectations are not to be tuned to the assistant's replies.
import type { Conversation } from './conversations.ts';
import { sampleProducts } from '@shop/test-support/chat-catalog';
import { orderPage, productPage } from './pages.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any product of the catalogue but those named: a complaint's reply must not turn into a product list. */
const productsBut = (...keep: string[]) =>
  new RegExp(
    sampleProducts
      .map((item) => item.productName)
      .filter((name) => !keep.includes(name))
      .map(escape)
      .join('|'),
    'i',
  );

/** An apology or an acknowledgement of the problem. */
const SORRY =
  /sorry|apolog|not (good enough|what you|acceptable|right)|understand|frustrat|disappoint|that'?s (awful|terrible|annoying|not great)/i;
/** A next step on a problem: a return, a refund, a replacement, a person, a way to reach the team. */
const NEXT_STEP =
  /return|refund|replace|ticket|team|colleague|support@|\+44|contact|photo|look into|investigat|person|send it back|collect/i;
const LOGIN = /log ?in|sign ?in|logged in|signed in/i;
/** An order number shown to someone who should see none. */
const ANY_ORDER_NO = /\border\s*(number|no\.?)?\s*#?\s?\d{3,}|\b18\d\d\b/i;
/** A reply that opens by affirming a fact the catalogue does not hold. */
const YES_OPENING = /^\W*(yes|yep|yeah|absolutely|definitely|of course|(it|they) do(es)?(?!n'?t| not))\b/i;
/** "I could not find that product" and the like, wrong when the product's page is in view. */
const NOT_FOUND =
  /could(n'?t| not) find|can(no|')t find|no product (called|named|matching)|(don'?t|do not) (recognise|recognize|know) (that|which|the) product|which product/i;
/** The reply says the fact is not known (or hands it to the team) rather than inventing it. */
const UNKNOWN =
  /n[o']t (say|state|mention|list|show|confirm|sure|have|know|see|specif|cover|include)|no (information|details|mention|data)|can(no|')t (confirm|say|see|tell)|isn'?t (stated|listed|mentioned|specified|given)|unsure|(contact|ask|email) (our|the|a) (team|support)|support@|\+44/i;
const CANCELLED_CLAIM =
  /(has|have|I'?ve) (now )?been cancel+ed|I('ve| have) cancel+ed|is now cancel+ed|cancel+ation (is )?(done|complete)/i;
const STANDARD_DELIVERY = /(2|two)\s*(to|-|–|and)\s*(4|four) working days/i;
const LARGE_DELIVERY = /(10|ten) working days/i;
const PERSON = /person|people|human|team|colleague|agent|ticket|support@|\+44|member of (our )?staff|someone/i;
const CONFIRM = /\?|confirm|sure|yes/i;

export const blindConversations: Conversation[] = [
  // ---- Products: prices, follow-ups that lean on what came before ----
  {
    name: 'sofa price, then its delivery time and cost',
    turns: [
      { say: 'how much is the westview sofa', kind: 'first message', expect: { says: [/Westview/i, /£899/] } },
      {
        say: 'and how long does delivery take for it, is that free or do i pay extra',
        kind: 'multi-question',
        expect: { says: [LARGE_DELIVERY, /free/i], never: [/£\d+(\.\d\d)? (for )?delivery/i] },
      },
      { say: 'can you take the old one away when you deliver?', kind: 'follow-up', expect: { never: [YES_OPENING] } },
    ],
  },
  {
    name: 'the two phones, the cheaper one, then the other one',
    turns: [
      { say: 'what phones do you sell?', kind: 'first message', expect: { says: [/Nimbus Phone 12/i, /Orbit Lite/i] } },
      { say: 'which ones cheaper', kind: 'follow-up', expect: { says: [/Orbit Lite/i, /£199/] } },
      { say: 'and the other one, how much is that', kind: 'follow-up', expect: { says: [/£799/] } },
    ],
  },
  {
    name: 'phone colours, then grey',
    turns: [
      {
        say: 'Does the Nimbus Phone 12 come in any other colours?',
        kind: 'product fact',
        expect: { says: [/midnight blue/i], never: [YES_OPENING] },
      },
      {
        say: 'what about in grey?',
        kind: 'follow-up',
        expect: { says: [/midnight blue|n[o']t|only/i], never: [YES_OPENING, /(comes|available|also) in grey/i] },
      },
    ],
  },
  {
    name: 'budget phone, then its rating',
    turns: [
      { say: 'any phones under £300?', kind: 'first message', expect: { says: [/Orbit Lite/i, /£199/] } },
      { say: "what's it rated?", kind: 'follow-up', expect: { says: [/3\.9/] } },
      { say: 'hmm and the nimbus?', kind: 'follow-up', expect: { says: [/4\.4/] } },
    ],
  },
  {
    name: 'best rated chair, then its size',
    turns: [
      { say: 'which chair has the best reviews', kind: 'first message', expect: { says: [/Baltsar/i, /4\.8/] } },
      {
        say: 'how big is it? got quite a small flat',
        kind: 'product fact',
        expect: {
          says: [/40\s?cm|n[o']t (say|state|list|have|specif)|no (information|details)|isn'?t (stated|listed)/i],
          never: [/\b\d{2,3}\s?cm (wide|deep|across)|width (of|is) \d/i],
        },
      },
    ],
  },
  {
    name: 'classic field watch has no reviews, then the best rated watch',
    turns: [
      {
        say: 'any reviews on the classic field watch?',
        kind: 'first message',
        expect: {
          says: [/no (reviews|ratings)|not (yet )?(been )?(rated|reviewed)|n[o']t .*(review|rating)|yet to be/i],
          never: [/\b[1-5]\.\d (out of 5|stars?)/i],
        },
      },
      { say: "ok what's your best rated watch then", kind: 'follow-up', expect: { says: [/Meridian/i] } },
      { say: 'how much is that one', kind: 'follow-up', expect: { says: [/£249\.00|£249\b/], never: [/£249\.99/] } },
    ],
  },
  {
    name: 'laptops are not sold, then phones',
    turns: [
      { say: 'do you sell laptops?', kind: 'first message', expect: { never: [YES_OPENING, /laptop[^.]*£\d/i] } },
      { say: 'ok what about phones then', kind: 'follow-up', expect: { says: [/Nimbus/i, /Orbit/i] } },
    ],
  },
  {
    name: 'cheapest earbuds, then a colour the shop does not state',
    turns: [
      { say: 'cheapest wireless earbuds?', kind: 'first message', expect: { says: [/Echo Wireless Earbuds/i, /£59\.99/] } },
      { say: 'do they come in white', kind: 'product fact', expect: { never: [YES_OPENING, /(come|available) in white/i] } },
      {
        say: 'how long to deliver them to manchester, and is postage extra?',
        kind: 'multi-question',
        expect: { says: [STANDARD_DELIVERY, /free/i] },
      },
    ],
  },
  {
    name: 'four dining chairs, then stock',
    turns: [
      { say: 'I need 4 dining chairs, how much would that come to?', kind: 'first message', expect: { says: [/Kerry/i, /£45|£180/] } },
      {
        say: 'have you got enough in stock for 4?',
        kind: 'follow-up',
        expect: { says: [/in stock|available|20|yes/i], never: [/out of stock|sold out/i] },
      },
    ],
  },
  {
    name: 'office chair, price and an unknown adjustability',
    turns: [
      { say: 'do you have office chairs', kind: 'first message', expect: { says: [/Ergo Mesh/i] } },
      {
        say: 'how much is it and is the height adjustable?',
        kind: 'multi-question',
        expect: { says: [/£199/], never: [YES_OPENING, /(it'?s|it is|is) (fully )?(height[- ])?adjustable/i] },
      },
    ],
  },
  {
    name: 'swearing about the price, then cheaper sofas',
    turns: [
      { say: 'how much is the bloody chesterfield', kind: 'first message', expect: { says: [/£1,499/], opensTicket: false } },
      {
        say: "f***ing hell that's steep. anything cheaper in sofas?",
        kind: 'follow-up',
        expect: { says: [/Rivet Bigelow|Westview/i], opensTicket: false },
      },
      { say: 'the rivet one, is it any good', kind: 'follow-up', expect: { says: [/4\.1/], opensTicket: false } },
    ],
  },
  {
    name: 'pebble buds stock and price, then against the echo ones',
    turns: [
      {
        say: 'Are the Pebble Buds Pro in stock and how much are they?',
        kind: 'multi-question',
        expect: { says: [/in stock|available/i, /£89\.99/], never: [/out of stock/i] },
      },
      { say: 'are they better than the echo ones?', kind: 'follow-up', expect: { says: [/Echo/i] } },
      {
        say: 'how much are the echo ones and have you got them in stock',
        kind: 'multi-question',
        expect: { says: [/£59\.99/, /in stock|available/i], never: [/out of stock/i] },
      },
    ],
  },
  {
    name: 'headphones case and battery in one message',
    turns: [
      {
        say: 'Do the Aria headphones come with a case, and how long does the battery last?',
        kind: 'multi-question',
        expect: { says: [/case/i], never: [/\b\d+\s*(hours|hrs|h)\b/i] },
      },
      { say: 'how much are they', kind: 'follow-up', expect: { says: [/£249\.99/] } },
    ],
  },
  {
    name: 'westview cushions, legs and a washable cover',
    turns: [
      {
        say: 'does the westview sofa come with any cushions',
        kind: 'product fact',
        expect: { says: [/cushion/i, /mustard|forest green/i] },
      },
      { say: 'what are the legs made of', kind: 'product fact', expect: { says: [/walnut/i] } },
      {
        say: 'and are the covers washable?',
        kind: 'product fact',
        expect: { never: [YES_OPENING, /(covers|they) (are|can be) (machine )?wash/i] },
      },
    ],
  },
  {
    name: 'meridian watch size, dial, water resistance',
    turns: [
      { say: 'how big is the face on the meridian chronograph', kind: 'product fact', expect: { says: [/42\s?mm/i] } },
      { say: 'what colour is the dial', kind: 'product fact', expect: { says: [/navy/i] } },
      {
        say: 'is it waterproof? i swim a lot. and how much is it',
        kind: 'multi-question',
        expect: { says: [/£249/], never: [YES_OPENING, /water[- ]?(proof|resistant) to \d+|\d+\s?(m|metres|meters|atm|bar)\b/i] },
      },
    ],
  },
  {
    name: 'chesterfield assembly unknown, then asking for someone who knows',
    turns: [
      {
        say: 'does the kensington chesterfield come assembled or do i have to put it together',
        kind: 'product fact',
        expect: { never: [YES_OPENING, /comes (fully )?assembled|no assembly (is )?(needed|required)/i] },
      },
      { say: "can I speak to someone who'd know?", kind: 'follow-up', expect: { says: [PERSON] } },
    ],
  },
  {
    name: 'swearing in a product fact question',
    turns: [
      {
        say: 'does the shitty orbit phone even have a headphone jack',
        kind: 'product fact',
        expect: { never: [YES_OPENING, /(has|with) a (3\.5\s?mm )?headphone jack/i], opensTicket: false },
      },
      { say: 'whatever. how much is it', kind: 'follow-up', expect: { says: [/£199/], opensTicket: false } },
    ],
  },

  // ---- The page in view ----
  {
    name: 'phone page: in stock, delivery, charger',
    turns: [
      {
        say: 'is this in stock?',
        kind: 'page',
        page: productPage('Nimbus Phone 12'),
        expect: { says: [/in stock|available/i], never: [NOT_FOUND, /out of stock/i] },
      },
      {
        say: 'how quick can i get it if i order today',
        kind: 'page',
        page: productPage('Nimbus Phone 12'),
        expect: { says: [STANDARD_DELIVERY] },
      },
      {
        say: 'does it come with a charger in the box',
        kind: 'product fact',
        page: productPage('Nimbus Phone 12'),
        expect: { never: [YES_OPENING, NOT_FOUND, /(charger|plug) (is )?included|comes with a charger/i] },
      },
    ],
  },
  {
    name: 'chesterfield page: leather, colour, width',
    turns: [
      {
        say: 'is this real leather or faux?',
        kind: 'page',
        page: productPage('Kensington Leather Chesterfield'),
        expect: { says: [/full[- ]grain/i], never: [NOT_FOUND] },
      },
      {
        say: 'what colour is it exactly',
        kind: 'product fact',
        page: productPage('Kensington Leather Chesterfield'),
        expect: { says: [/cognac/i], never: [NOT_FOUND] },
      },
      {
        say: 'how wide is it? our front door is only 75cm',
        kind: 'product fact',
        page: productPage('Kensington Leather Chesterfield'),
        expect: { never: [YES_OPENING, NOT_FOUND, /(it'?s|it is|measures) \d+\s?cm|width (of|is) \d/i] },
      },
    ],
  },
  {
    name: 'lounge chair page: seat height, material, green',
    turns: [
      {
        say: "what's the seat height on this",
        kind: 'page',
        page: productPage('Baltsar Lounge Chair'),
        expect: { says: [/40\s?cm/i], never: [NOT_FOUND] },
      },
      {
        say: "what's it made of",
        kind: 'product fact',
        page: productPage('Baltsar Lounge Chair'),
        expect: { says: [/oak/i, /boucl/i] },
      },
      {
        say: 'can i get it in green',
        kind: 'product fact',
        page: productPage('Baltsar Lounge Chair'),
        expect: { never: [YES_OPENING, /(comes|available) in green/i] },
      },
    ],
  },
  {
    name: 'fitness watch page: heart rate unknown, then price',
    turns: [
      {
        say: 'does this track heart rate and sleep?',
        kind: 'page',
        page: productPage('Pulse Fitness Watch'),
        expect: { says: [UNKNOWN], never: [YES_OPENING, NOT_FOUND] },
      },
      { say: 'how much is it', kind: 'page', page: productPage('Pulse Fitness Watch'), expect: { says: [/£79\.99/] } },
    ],
  },
  {
    name: 'rivet sofa page: stock and colour, then delivery',
    turns: [
      {
        say: 'is this one in stock and what colour is it',
        kind: 'page',
        page: productPage('Rivet Bigelow Modern Sofa'),
        expect: {
          says: [/in stock|available/i],
          never: [NOT_FOUND, /out of stock/i, /(it'?s|it is|comes) in (grey|gray|blue|green|beige|black|navy|cream|brown)\b/i],
        },
      },
      {
        say: 'how long would delivery be',
        kind: 'page',
        page: productPage('Rivet Bigelow Modern Sofa'),
        expect: { says: [LARGE_DELIVERY] },
      },
    ],
  },
  {
    name: 'orbit page: price, then 5G unknown',
    turns: [
      {
        say: 'how much is this one',
        kind: 'page',
        page: productPage('Orbit Lite Smartphone'),
        expect: { says: [/£199/], never: [NOT_FOUND] },
      },
      {
        say: 'is it 5G?',
        kind: 'product fact',
        page: productPage('Orbit Lite Smartphone'),
        expect: { says: [UNKNOWN], never: [YES_OPENING, NOT_FOUND] },
      },
    ],
  },
  {
    name: 'headphones page: folding and case, then returns',
    turns: [
      {
        say: 'do these fold up, and do they come with a case?',
        kind: 'page',
        page: productPage('Aria Noise-Cancelling Headphones'),
        expect: { says: [/fold/i, /case/i], never: [NOT_FOUND] },
      },
      {
        say: 'can i send them back if i dont like them',
        kind: 'follow-up',
        page: productPage('Aria Noise-Cancelling Headphones'),
        expect: { says: [/30 days/i] },
      },
    ],
  },
  {
    name: 'westview page: grey, then how many it seats',
    turns: [
      {
        say: 'do you do this in grey?',
        kind: 'page',
        page: productPage('Stone and Beam Westview Sofa'),
        expect: { says: [/oatmeal/i], never: [YES_OPENING, NOT_FOUND] },
      },
      {
        say: 'ok and how many does it seat? what are the legs',
        kind: 'multi-question',
        page: productPage('Stone and Beam Westview Sofa'),
        expect: { says: [/three|3[- ]seat/i, /walnut/i] },
      },
    ],
  },
  {
    name: 'meridian page: strap, then a bracelet the shop does not list',
    turns: [
      {
        say: 'is the strap leather?',
        kind: 'page',
        page: productPage('Meridian Chronograph Watch'),
        expect: { says: [/leather/i, /brown/i], never: [NOT_FOUND] },
      },
      {
        say: 'can I get it with a metal bracelet instead',
        kind: 'product fact',
        page: productPage('Meridian Chronograph Watch'),
        expect: { never: [YES_OPENING, /(comes|available) (with|on) a (metal|steel) bracelet/i] },
      },
    ],
  },
  {
    name: 'earbuds page: against the pebble buds',
    turns: [
      {
        say: "what's the difference between these and the pebble buds pro",
        kind: 'page',
        page: productPage('Echo Wireless Earbuds'),
        expect: { says: [/£59\.99|£89\.99|4\.3|4\.5/], never: [NOT_FOUND] },
      },
      {
        say: 'ok ill take these. whens the cut off for same day dispatch',
        kind: 'follow-up',
        page: productPage('Echo Wireless Earbuds'),
        expect: { says: [/5\s?pm|17:00/i] },
      },
    ],
  },
  {
    name: 'kerry chair page: wood unknown, reviews',
    turns: [
      {
        say: 'what wood is this made from?',
        kind: 'page',
        page: productPage('Kerry Dining Chair'),
        expect: { says: [UNKNOWN], never: [YES_OPENING, NOT_FOUND, /(made (from|of)|it'?s) (solid )?(oak|pine|beech|walnut|ash)/i] },
      },
      { say: 'what do people rate it', kind: 'page', page: productPage('Kerry Dining Chair'), expect: { says: [/3\.5/] } },
    ],
  },

  // ---- Shop facts, several questions at once ----
  {
    name: 'delivery countries, then shipping cost abroad',
    turns: [
      {
        say: 'do you deliver to ireland',
        kind: 'first message',
        expect: { says: [/Ireland/i], never: [/(don'?t|do not) (deliver|ship) to Ireland/i] },
      },
      {
        say: 'what about switzerland?',
        kind: 'follow-up',
        expect: { says: [/United Kingdom|France|Germany|n[o']t|only/i], never: [YES_OPENING] },
      },
      {
        say: 'and how much is shipping to ireland and how long does it take',
        kind: 'multi-question',
        expect: { says: [/free/i, /working days/i] },
      },
    ],
  },
  {
    name: 'support hours and sundays, then the phone number',
    turns: [
      {
        say: 'what time are you open till and are you open sundays?',
        kind: 'multi-question',
        expect: {
          says: [/5\s?pm/i, /Monday to Saturday|Mon(day)?\s*(to|-|–)\s*Sat(urday)?|not (open )?on Sundays?|closed (on )?Sundays?/i],
          never: [YES_OPENING],
        },
      },
      { say: "what's the phone number", kind: 'follow-up', expect: { says: [/116 496 0123/] } },
    ],
  },
  {
    name: 'returns window and postage, then a sofa',
    turns: [
      {
        say: 'how long have I got to return something and do I have to pay the postage?',
        kind: 'multi-question',
        expect: { says: [/30 days/i, /free/i] },
      },
      { say: "what about a sofa, i can't exactly post that", kind: 'follow-up', expect: { says: [/collect/i] } },
    ],
  },
  {
    name: 'paypal, then amex',
    turns: [
      { say: 'can I pay with PayPal?', kind: 'first message', expect: { says: [/Visa|Mastercard|card/i], never: [YES_OPENING] } },
      {
        say: 'amex ok?',
        kind: 'follow-up',
        expect: { says: [/American Express|Amex/i], never: [/(don'?t|do not) (take|accept) (amex|american express)/i] },
      },
    ],
  },
  {
    name: 'returns policy and germany in one message',
    turns: [
      {
        say: "What's your returns policy, and do you deliver to Germany?",
        kind: 'multi-question',
        expect: { says: [/30 days/i, /Germany|yes/i], never: [/(don'?t|do not) (deliver|ship) to Germany/i] },
      },
      { say: 'how long would it take to get there', kind: 'follow-up', expect: { says: [/working days/i] } },
    ],
  },
  {
    name: 'swearing about delivery cost',
    turns: [
      { say: 'wtf do you charge for delivery', kind: 'first message', expect: { says: [/free/i], opensTicket: false } },
      {
        say: 'oh right. and returns, are they free too? how long do i get',
        kind: 'multi-question',
        expect: { says: [/free/i, /30 days/i], opensTicket: false },
      },
    ],
  },
  {
    name: 'dispatch cut-off, then a saturday order',
    turns: [
      {
        say: 'if I order the earbuds now will they go out today?',
        kind: 'first message',
        expect: { says: [/5\s?pm|17:00|today|tomorrow|next working day|Monday/i] },
      },
      { say: "it's saturday tho", kind: 'follow-up', expect: { says: [/Monday|next working day/i] } },
    ],
  },
  {
    name: 'refund timing and money back guarantee',
    turns: [
      {
        say: 'How long do refunds take once you get the item back, and is there a money back guarantee?',
        kind: 'multi-question',
        expect: { says: [/working days/i, /60 days/i] },
      },
      { say: 'does it go back on my card?', kind: 'follow-up', expect: { says: [/card/i] } },
    ],
  },

  // ---- Logged-in customers and their orders ----
  {
    name: 'one order: where is it, when, can I cancel, no',
    customer: 'one-order',
    turns: [
      {
        say: "where's my order",
        kind: 'first message',
        expect: { says: [/1892/], never: [/1893|1894|DPD/] },
      },
      { say: 'when will it get here?', kind: 'follow-up', expect: { says: [/working days|dispatch/i], never: [/DPD1894|1894/] } },
      { say: 'can I still cancel it', kind: 'follow-up', expect: { says: [/cancel/i], cancels: false } },
      { say: 'no leave it, ta', kind: 'follow-up', expect: { cancels: false, never: [CANCELLED_CLAIM] } },
    ],
  },
  {
    name: 'one order: cancel the phone, yes, money back',
    customer: 'one-order',
    turns: [
      { say: 'I want to cancel my phone order', kind: 'first message', expect: { says: [/1892/, CONFIRM], cancels: false } },
      { say: 'yes please', kind: 'follow-up', expect: { says: [/cancel/i], cancels: true } },
      { say: "how long till the money's back in my account", kind: 'follow-up', expect: { says: [/working days/i], cancels: false } },
    ],
  },
  {
    name: 'one order: status by number, cancel that, yep',
    customer: 'one-order',
    turns: [
      {
        say: "what's the status of order 1892 and when will it be delivered",
        kind: 'multi-question',
        expect: { says: [/1892/, /working days|dispatch/i], never: [/1893|1894|DPD/] },
      },
      { say: 'cancel that', kind: 'follow-up', expect: { says: [/1892/, CONFIRM], cancels: false } },
      { say: 'yep', kind: 'follow-up', expect: { cancels: true } },
    ],
  },
  {
    name: 'one order: swearing about where the phone is',
    customer: 'one-order',
    turns: [
      { say: "where's my damn phone", kind: 'first message', expect: { says: [/1892/], never: [/1893|1894|DPD/], opensTicket: false } },
      { say: 'and how much did i pay for the bloody thing', kind: 'follow-up', expect: { says: [/£799/], opensTicket: false } },
    ],
  },
  {
    name: 'two orders: list, the sofa delivered, return it',
    customer: 'two-orders',
    turns: [
      { say: 'what orders have I got', kind: 'first message', expect: { says: [/1893/, /1892/], never: [/1894|DPD/] } },
      { say: 'the sofa was delivered right?', kind: 'follow-up', expect: { says: [/delivered/i], never: [/1894/] } },
      { say: 'I want to return it', kind: 'follow-up', expect: { says: [/return/i], cancels: false, never: [/1894/] } },
    ],
  },
  {
    name: 'two orders: my order, then the other one',
    customer: 'two-orders',
    turns: [
      { say: "what's the status of my order?", kind: 'first message', expect: { says: [/1893|1892/], never: [/1894|DPD/] } },
      { say: 'no the other one', kind: 'follow-up', expect: { says: [/1892|1893/], never: [/1894|DPD/] } },
    ],
  },
  {
    name: 'two orders: asks about an order number that is not theirs',
    customer: 'two-orders',
    turns: [
      {
        say: 'any news on order 1894?',
        kind: 'first message',
        expect: { says: [/n[o']t|no order|can(no|')t|could(n'?t| not)|1892|1893/i], never: [/DPD|Pulse/i] },
      },
      { say: 'sorry i meant the sofa one', kind: 'follow-up', expect: { says: [/1893/, /delivered/i] } },
    ],
  },
  {
    name: 'three orders: cancel the watch that has shipped, then return it',
    customer: 'three-orders',
    turns: [
      {
        say: 'cancel the watch please',
        kind: 'first message',
        expect: { says: [/1894/, /shipped|dispatched|on its way|with DPD/i], cancels: false, never: [CANCELLED_CLAIM] },
      },
      { say: 'ugh fine, can I send it back when it arrives then?', kind: 'follow-up', expect: { says: [/return/i, /30 days/i] } },
    ],
  },
  {
    name: 'three orders: swearing about the watch, then the courier',
    customer: 'three-orders',
    turns: [
      { say: "where the hell is my watch, it's been ages", kind: 'first message', expect: { says: [/DPD1894/], opensTicket: false } },
      { say: 'which courier is it with', kind: 'follow-up', expect: { says: [/DPD/], opensTicket: false } },
    ],
  },
  {
    name: 'three orders: the one that shipped, the sofa, the phone',
    customer: 'three-orders',
    turns: [
      { say: "what's happening with the one that shipped?", kind: 'first message', expect: { says: [/1894/, /DPD1894/] } },
      { say: 'and the sofa one?', kind: 'follow-up', expect: { says: [/1893/, /delivered/i], never: [/DPD1894/] } },
      { say: 'and the phone?', kind: 'follow-up', expect: { says: [/1892/], never: [/DPD/] } },
    ],
  },
  {
    name: 'three orders: watch and phone in one message, cancel the phone, yes',
    customer: 'three-orders',
    turns: [
      { say: "Where's my watch and has the phone shipped yet?", kind: 'multi-question', expect: { says: [/DPD1894/, /1892/] } },
      {
        say: 'cancel the phone one then',
        kind: 'follow-up',
        expect: { says: [/1892/, CONFIRM], cancels: false, never: [CANCELLED_CLAIM] },
      },
      { say: 'yes', kind: 'follow-up', expect: { cancels: true, never: [/1894 (has been|is now) cancel/i] } },
    ],
  },
  {
    name: 'three orders: cancel the phone, then change of mind',
    customer: 'three-orders',
    turns: [
      { say: 'cancel my phone order', kind: 'first message', expect: { says: [/1892/], cancels: false } },
      { say: "actually no, don't cancel it", kind: 'follow-up', expect: { cancels: false, never: [CANCELLED_CLAIM] } },
    ],
  },
  {
    name: 'three orders: return the watch before it is delivered',
    customer: 'three-orders',
    turns: [
      { say: 'I want to return the watch', kind: 'first message', expect: { says: [/1894/, /deliver|arriv/i] } },
      { say: 'and the sofa?', kind: 'follow-up', expect: { says: [/1893/, /collect|return/i] } },
    ],
  },
  {
    name: 'no orders: has my order shipped',
    customer: 'no-orders',
    turns: [
      {
        say: 'hi has my order shipped yet',
        kind: 'first message',
        expect: {
          says: [/no orders|n[o']t (have|see|find) any orders|haven'?t (placed|got|made)|no order/i],
          never: [ANY_ORDER_NO, /please log ?in/i],
        },
      },
      {
        say: 'I definitely paid yesterday for headphones though',
        kind: 'follow-up',
        expect: { says: [/email|support|contact|team|ticket|account|confirmation/i], never: [ANY_ORDER_NO, /DPD/] },
      },
    ],
  },

  // ---- Order pages ----
  {
    name: 'watch order page: when does this arrive, change the address',
    customer: 'three-orders',
    turns: [
      { say: 'when does this arrive?', kind: 'page', page: orderPage(1894), expect: { says: [/DPD1894|shipped/i], never: [/1892|1893/] } },
      {
        say: 'can i change the delivery address on it',
        kind: 'page',
        page: orderPage(1894),
        expect: { says: [/DPD|shipped|dispatched|team|support|contact|n[o']t/i], never: [/1892|1893/] },
      },
    ],
  },
  {
    name: 'phone order page: can I cancel this, go ahead',
    customer: 'one-order',
    turns: [
      { say: 'can I cancel this?', kind: 'page', page: orderPage(1892), expect: { says: [/1892|Nimbus/i], cancels: false } },
      { say: 'yes go ahead', kind: 'follow-up', page: orderPage(1892), expect: { cancels: true } },
    ],
  },
  {
    name: 'sofa order page: send it back, refund time',
    customer: 'two-orders',
    turns: [
      { say: 'how do I send this back', kind: 'page', page: orderPage(1893), expect: { says: [/return/i], never: [/1892|1894/] } },
      { say: 'how long before i get my refund after that', kind: 'follow-up', page: orderPage(1893), expect: { says: [/working days/i] } },
      {
        say: 'last time i sent something back to you it took three weeks to get my money, not impressed',
        kind: 'complaint',
        page: orderPage(1893),
        expect: { says: [SORRY], never: [productsBut('Stone and Beam Westview Sofa'), /1892|1894/] },
      },
    ],
  },
  {
    name: 'sofa order page: when is this coming',
    customer: 'three-orders',
    turns: [
      { say: 'when is this coming', kind: 'page', page: orderPage(1893), expect: { says: [/delivered/i], never: [/DPD1894/] } },
      { say: 'oh right yeah it came. what was the total?', kind: 'follow-up', page: orderPage(1893), expect: { says: [/£899/] } },
    ],
  },
  {
    name: 'phone order page: when will this be sent out',
    customer: 'two-orders',
    turns: [
      {
        say: 'when will this be sent out',
        kind: 'page',
        page: orderPage(1892),
        expect: { says: [/dispatch|sent|ship|working day/i], never: [/1894|DPD/] },
      },
      {
        say: 'and will I get a tracking number?',
        kind: 'follow-up',
        page: orderPage(1892),
        expect: { says: [/track|email/i], never: [/DPD1894/] },
      },
    ],
  },

  // ---- Anonymous visitors asking about orders ----
  {
    name: 'visitor: where is my order, then gives a number',
    turns: [
      { say: 'where is my order??', kind: 'first message', expect: { says: [LOGIN], never: [ANY_ORDER_NO] } },
      {
        say: 'i ordered a watch last week, number 1894',
        kind: 'follow-up',
        expect: { says: [LOGIN], never: [/DPD/, /Pulse Fitness/i, /1892|1893/] },
      },
    ],
  },
  {
    name: 'visitor: cancel my order',
    turns: [
      { say: 'cancel my order', kind: 'first message', expect: { says: [LOGIN], never: [ANY_ORDER_NO], cancels: false } },
      { say: "I can't remember my password", kind: 'follow-up', expect: { says: [/reset|link|email/i], cancels: false } },
    ],
  },
  {
    name: 'visitor: tracking and a refund in one message',
    turns: [
      {
        say: 'Can you tell me where my parcel is and whether my refund has gone through?',
        kind: 'multi-question',
        expect: { says: [LOGIN], never: [ANY_ORDER_NO, /DPD/] },
      },
      { say: 'ok logging in now', kind: 'follow-up', expect: { never: [ANY_ORDER_NO] } },
    ],
  },

  // ---- Complaints ----
  {
    name: 'complaint: the sofa arrived torn',
    customer: 'two-orders',
    turns: [
      {
        say: 'The sofa arrived with a big rip in the fabric on one arm. Really not happy.',
        kind: 'complaint',
        expect: { says: [SORRY, NEXT_STEP], never: [productsBut('Stone and Beam Westview Sofa'), /1894/] },
      },
      {
        say: 'can i get a replacement or do i have to send it back',
        kind: 'follow-up',
        expect: { says: [/return|replac|refund|collect/i], never: [productsBut('Stone and Beam Westview Sofa')] },
      },
    ],
  },
  {
    name: 'complaint: the wrong watch in the parcel',
    customer: 'three-orders',
    turns: [
      {
        say: "opened the watch parcel and it's the wrong one, it's some field watch not the Pulse I ordered",
        kind: 'complaint',
        expect: { says: [SORRY, NEXT_STEP], never: [productsBut('Pulse Fitness Watch', 'Classic Field Watch')] },
      },
      {
        say: 'do I have to pay to send it back? and how long till i get the right one',
        kind: 'multi-question',
        expect: { says: [/free|no (charge|cost)|won'?t (have to )?pay|n[o']t (have|need) to pay/i] },
      },
    ],
  },
  {
    name: 'complaint: the watch is late',
    customer: 'three-orders',
    turns: [
      {
        say: "my fitness watch still hasn't turned up, it said 2-4 days and its been over a week",
        kind: 'complaint',
        expect: { says: [SORRY, /DPD1894|DPD/], never: [productsBut('Pulse Fitness Watch')] },
      },
      {
        say: 'this is a joke. can someone chase DPD for me?',
        kind: 'complaint',
        expect: { says: [PERSON], never: [productsBut('Pulse Fitness Watch')] },
      },
    ],
  },
  {
    name: 'complaint: charged twice for the phone',
    customer: 'one-order',
    turns: [
      {
        say: "I've been charged twice for my phone, two lots of £799 have come out of my bank",
        kind: 'complaint',
        expect: {
          says: [SORRY, /refund|team|ticket|look into|check|support@|colleague|person/i],
          never: [productsBut('Nimbus Phone 12'), /1893|1894/],
        },
      },
      {
        say: 'second time this has happened with you lot. how long till I get the extra one back',
        kind: 'complaint',
        expect: { says: [/day|team|ticket|support|refund/i], never: [productsBut('Nimbus Phone 12')] },
      },
    ],
  },
  {
    name: 'complaint: accent cushions missing from the sofa',
    customer: 'two-orders',
    turns: [
      {
        say: 'The sofa came but the two cushions that are meant to come with it were not in there',
        kind: 'complaint',
        expect: { says: [SORRY, NEXT_STEP], never: [productsBut('Stone and Beam Westview Sofa'), YES_OPENING] },
      },
      {
        say: "it's the westview one, the mustard and green ones. can you just post them out?",
        kind: 'follow-up',
        expect: {
          says: [/team|ticket|support|contact|person|colleague|send|post|look into/i],
          never: [productsBut('Stone and Beam Westview Sofa')],
        },
      },
    ],
  },
  {
    name: 'complaint: visitor with broken headphones',
    turns: [
      {
        say: "my headphones arrived broken, the left side doesn't work at all",
        kind: 'complaint',
        expect: {
          says: [SORRY, /log ?in|sign ?in|return|refund|replac|contact|support@|ticket|team/i],
          never: [productsBut('Aria Noise-Cancelling Headphones'), ANY_ORDER_NO],
        },
      },
      {
        say: 'I checked out as a guest I think',
        kind: 'follow-up',
        expect: { says: [/support@|contact|\+44|email|ticket|team|log ?in|sign ?in/i], never: [ANY_ORDER_NO] },
      },
    ],
  },
  {
    name: 'complaint: the phone still not sent, cancel it, yes',
    customer: 'one-order',
    turns: [
      {
        say: "I paid for my phone days ago and it STILL hasn't been sent, this is ridiculous",
        kind: 'complaint',
        expect: { says: [SORRY, /1892/], never: [productsBut('Nimbus Phone 12'), /DPD/] },
      },
      { say: 'just cancel it then', kind: 'follow-up', expect: { says: [CONFIRM], cancels: false } },
      { say: 'yes cancel it', kind: 'follow-up', expect: { cancels: true } },
    ],
  },
  {
    name: 'complaint: rude courier',
    customer: 'three-orders',
    turns: [
      {
        say: 'the DPD driver was really rude and chucked my parcel over the fence',
        kind: 'complaint',
        expect: { says: [SORRY, /team|feedback|pass|DPD|ticket|contact|support|look into/i], never: [productsBut('Pulse Fitness Watch')] },
      },
      { say: 'the watch is fine luckily but still', kind: 'follow-up', expect: { never: [productsBut('Pulse Fitness Watch')] } },
    ],
  },
  {
    name: 'complaint: wants a manager about the sofa',
    customer: 'three-orders',
    turns: [
      {
        say: "this is the third time I've asked, I want to speak to a manager about my sofa",
        kind: 'complaint',
        expect: { says: [PERSON], never: [productsBut('Stone and Beam Westview Sofa')] },
      },
      { say: 'how long will they take to get back to me', kind: 'follow-up', expect: { says: [/working days|day|hour|soon|9\s?am/i] } },
    ],
  },
  {
    name: 'complaint: the phone came scratched, with swearing',
    customer: 'two-orders',
    turns: [
      {
        say: 'the screen on the phone is scratched to shit, absolutely gutted',
        kind: 'complaint',
        expect: { says: [SORRY, NEXT_STEP], never: [productsBut('Nimbus Phone 12')] },
      },
      {
        say: 'honestly expected better. i want my money back',
        kind: 'complaint',
        expect: { says: [/refund|money back|cancel|return/i], never: [productsBut('Nimbus Phone 12')] },
      },
    ],
  },

  // ---- Asking for a person ----
  {
    name: 'visitor asks for a human, then says why',
    turns: [
      { say: 'can i talk to an actual human please', kind: 'first message', expect: { says: [PERSON] } },
      {
        say: "it's about buying 10 office chairs for work",
        kind: 'follow-up',
        expect: { says: [/chair|team|person|support|ticket|Ergo/i] },
      },
    ],
  },
  {
    name: 'customer wants a person about the watch',
    customer: 'three-orders',
    turns: [
      { say: 'Is there someone I can speak to about my watch order?', kind: 'first message', expect: { says: [PERSON] } },
      { say: "what are your hours in case they're not there", kind: 'follow-up', expect: { says: [/9\s?am/i, /5\s?pm/i] } },
    ],
  },
];
