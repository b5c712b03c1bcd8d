// Changes to a message that keep its intent: what customers put around a request. Each is applied to every
// message of a development set, and the assistant must read the intent as it reads the plain message
// (transformations.test.ts). Found by trying them, each of these once cost 5 to 50 points (2026-11-28; the
// last five 2026-11-29: leave to ask 46 points, a placeholder of unknown kind 7, frustration 5, impatience 4,
// asking for assistance 5; then "Any chance you can help?" 60 points, following up 7, a remark in brackets
// about whose account 13, "Just wondering." 3; then a sign-off on lines of its own 43, "Are you a bot?" 59,
// "I live in Scotland." 12, "Hope this is the right place." 4; then an account email after 35, thanks with
// praise 25, an order reference 5, "Long-time customer here." 4, "Please reply by email." 5).
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const TRANSFORMATIONS: readonly (readonly [name: string, transform: (text: string) => string])[] = [
  ['a plea for help first', (text) => `Can you help? ${text}`],
  ['thanks after', (text) => `${text} Thanks for your help with this!`],
  ['thanks run on', (text) => `${text} thanks in advance for the info`],
  ['asking for a quick reply', (text) => `${text}. I would really appreciate a quick reply.`],
  ['an order number after', (text) => `${text}. My order number is 48213.`],
  ['an email address after', (text) => `${text}. My email is jo@example.com`],
  ['a device signature', (text) => `${text}\n\nSent from my iPhone`],
  ['a greeting run in', (text) => `hello hello ${text}`],
  ['a letter', (text) => `Hi team,\n\n${text}\n\nBest,\nSam`],
  ['a filler after', (text) => `${text} or something like that`],
  ['text-speak thanks', (text) => `${text} thx`],
  ['a name first', (text) => `Hello, my name is Priya. ${text}`],
  ['a question label', (text) => `Quick question: ${lowerFirst(text)}`],
  ['shouting', (text) => text.toUpperCase()],
  ['a postscript', (text) => `${text} PS: love your shop`],
  ['leave to ask first', (text) => `Can I ask something? ${text}`],
  ['a placeholder of unknown kind after', (text) => `${text} {{Online Order Interaction}}`],
  ['frustration run on', (text) => `${text} this is fucking ridiculous`],
  ['impatience first', (text) => `I've been waiting for hours. ${text}`],
  ['asking for assistance first', (text) => `I need some assistance. ${text}`],
  ['a plea in other words first', (text) => `Any chance you can help? ${text}`],
  ['following up first', (text) => `Following up on my last message. ${text}`],
  ['a remark in brackets after', (text) => `${text} (this is for my mum's account)`],
  ['wondering after', (text) => `${text} Just wondering.`],
  ['a label first', (text) => `One more thing: ${lowerFirst(text)}`],
  ['a sign-off on lines of its own', (text) => `${text}\nMany thanks\nJohn Smith`],
  ['small talk first', (text) => `Are you a bot? ${text}`],
  ['where the customer lives first', (text) => `I live in Scotland. ${text}`],
  ['hoping it is the right place after', (text) => `${text} Hope this is the right place.`],
  ['a phone number to call after', (text) => `${text} You can call me on 07700 900123.`],
  ['an account email after', (text) => `${text} My account email is sam.jones@example.com.`],
  ['thanks with praise after', (text) => `${text} Thanks so much in advance, you guys are great!`],
  ['an order reference after', (text) => `${text} Order ref: ABC-12345`],
  ['who the customer is first', (text) => `Long-time customer here. ${text}`],
  ['how to answer after', (text) => `${text} Please reply by email.`],
  ['an introduction first', (text) => `Hi, it's Sarah from Leeds. ${text}`],
];
