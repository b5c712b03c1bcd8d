// The core propositions of each intent, as templates with slots (lexicon.ts, generate.ts):
//   vp      a verb phrase in the base form with the customer as its agent ("cancel {my} order"): the frames
//           put it after "how do I", "I'd like to", "I was wondering whether I could", "my wife wants to" ...
//   imp     what the customer asks the shop to do ("cancel order {N}"): after "please", "could you" ...
//   q       a question of its own; status: a question on the state of something the customer is waiting for
//   expect  "I expect ..." / "I'm still waiting for ..." statements
//   kw      keyword-only queries
//   state   a statement of the customer's situation that is itself the request ("I've forgotten my password")
// Slots: {cancel} {change} ... WordNet words (lexicon.ts); {a_product} {the_product} {product} {products};
// {N} an order number; {amount} a sum in £; {date}; {when}; {country}; {city}; {address}; {method} a way to
// pay; {num} two to four; {my} {I} {me} {I'm} {I've} follow the speaker (his/her in the third-person frame).
// Each intent's templates were written for that intent alone: words that belong to a neighbouring intent
// (see DISCARD_RULES in generate.ts) are kept out of them.
export type IntentGrammar = {
  vp: string[];
  imp?: string[];
  q?: string[];
  status?: string[];
  expect?: string[];
  kw: string[];
  state?: string[];
  /** The verb phrases do not read well after "how do I": the how frame is skipped. */
  noHow?: boolean;
  /** Verb phrases that read well only after "how" ("how do I pay for my order when my card keeps getting declined?"). */
  howOnly?: string[];
};

export const INTENT_GRAMMAR: Record<string, IntentGrammar> = {
  cancel_order: {
    vp: [
      '{cancel} {my} {order}',
      '{cancel} {my} order for {a_product}',
      '{cancel} order {N}',
      '{cancel} the {product} {I} ordered {when}',
      '{cancel} an order {I} placed {when}',
    ],
    imp: ['{cancel} order {N}', '{cancel} my order for {the_product}', '{cancel} the order I placed {when}'],
    q: [
      'can I still {cancel} order {N}?',
      'is it too late to {cancel} my order for {the_product}?',
      'can I {cancel} an order I placed {when}?',
    ],
    expect: [
      'I expect order {N} to be cancelled before it is dispatched.',
      "I've changed my mind about {the_product} and I expect you to {cancel} order {N}.",
    ],
    kw: ['{cancel} order {N}', 'order cancellation', '{cancel} my {product} order', 'cancellation of order {N}', '{cancel} order'],
  },

  change_order: {
    vp: [
      '{change} {my} order',
      '{change} the items in order {N}',
      'add {a_product} to {my} order',
      'take the {product} off order {N}',
      'swap the {product} in {my} order for a different colour',
      'have {num} {products} instead of one in {my} order',
    ],
    imp: [
      'add {a_product} to order {N}',
      'take the {product} off my order',
      '{change} the quantity on order {N} to {num}',
      '{change} order {N} so it has {num} {products}',
    ],
    q: [
      'can I still add {a_product} to order {N}?',
      'is it possible to {change} the items in an order I placed {when}?',
      'can I {change} the colour of the {product} in order {N}?',
    ],
    kw: [
      '{change} order {N}',
      'add item to order {N}',
      'remove item from order {N}',
      '{change} items in my order',
      'order {N} add {a_product}',
    ],
  },

  change_shipping_address: {
    vp: [
      '{change} the delivery address on {my} order',
      '{change} the shipping address for order {N}',
      'have order {N} delivered to {address} instead',
      '{update} the address on an order {I} placed {when}',
      '{change} where {my} {product} is being delivered',
    ],
    imp: [
      'send order {N} to {address} instead',
      '{change} the delivery address for order {N} to {address}',
      '{update} the shipping address on my order',
    ],
    q: ['can I still {change} the delivery address for order {N}?', 'is it too late to send order {N} to a different address?'],
    expect: ['I gave the wrong address for order {N} and I expect it to go to {address} instead.'],
    kw: [
      '{change} address order {N}',
      'wrong delivery address order {N}',
      'new shipping address for order {N}',
      '{change} delivery address',
    ],
  },

  check_cancellation_fee: {
    vp: ['find out if there is a cancellation {fee}', 'check the {fee} for cancelling an order', 'see what it costs to {cancel} an order'],
    q: [
      'is there a {fee} for cancelling an order?',
      'how much does it cost to {cancel} order {N}?',
      'will I be charged anything if I {cancel} my {product} order?',
      'is there a cancellation {fee} if I change my mind after ordering?',
      'is cancelling an order free or is there a {fee}?',
    ],
    expect: [
      'I expect there is no {fee} if I cancel an order the same day, is that right?',
      'I expect to pay nothing if I {cancel} an order I placed {when}, or is there a {fee}?',
    ],
    kw: ['cancellation {fee}', '{cancel} order {fee}', 'cost to {cancel} an order', 'cancellation {fee} order {N}'],
  },

  check_invoice: {
    vp: [
      'see the {invoice} for order {N}',
      'look at {my} past invoices',
      'check what is on {my} {invoice}',
      'view the {invoice} for {my} {product}',
    ],
    q: [
      'where can I see my invoices?',
      'what is the {amount} on my {invoice} for?',
      'does the {invoice} for order {N} include VAT?',
      'why does my {invoice} for order {N} show {amount}?',
      'what does the VAT line on my {invoice} mean?',
    ],
    kw: ['view {invoice} {N}', '{invoice} details order {N}', 'check {invoice}', 'see my invoices'],
  },

  check_payment_methods: {
    vp: [
      'find out which payment methods you accept',
      'check whether I can pay with {method}',
      'find out if {method} is accepted',
      'find out if I can pay in instalments',
    ],
    q: [
      'which payment methods do you accept?',
      'can I pay with {method}?',
      'do you take {method}?',
      'what are my options for paying?',
      'is {method} accepted on your website?',
      'can I pay for {a_product} with {method}?',
    ],
    kw: ['payment methods', 'pay by {method}?', '{method} accepted?', 'payment options', 'ways to pay'],
  },

  check_refund_policy: {
    vp: ['read your {refund} policy', 'read the rules on refunds', 'find out how refunds work'],
    noHow: true,
    q: [
      'what is your refund policy?',
      'how long do refunds usually take?',
      'can I get my money back if I change my mind about {a_product}?',
      'how many days do I have to ask for a {refund}?',
      'do you give refunds on sale items?',
      'are refunds paid back to the card or as store credit?',
      'do you refund the full price of {category} that arrive {broken}?',
    ],
    kw: ['{refund} policy', '{refund} rules', 'how long do refunds take', '{refund} policy {category}'],
  },

  complaint: {
    vp: [
      'make a {complaint}',
      '{complain} about {the_product} {I} received',
      '{complain} about the delivery driver',
      'make a formal {complaint} about order {N}',
    ],
    q: ['where can I make a {complaint}?', 'who do I {complain} to about the way my order was handled?'],
    expect: [
      'I expect a proper apology for the way order {N} was handled.',
      'I expect someone to take my {complaint} about order {N} seriously.',
    ],
    state: [
      "I'm very unhappy with the service I received on order {N} and I want to make a {complaint}.",
      'The {product} arrived scratched and the driver was rude. I want this logged as a formal {complaint}.',
      'Your service has been terrible from start to finish and I want to {complain}.',
      "I'm really disappointed with how my order was handled and I'd like to {complain}.",
      'This is the worst customer experience I have had in years.',
    ],
    kw: ['{complaint}', 'make a {complaint}', 'formal {complaint} order {N}', '{complaint} about delivery driver'],
  },

  contact_customer_service: {
    vp: ['{contact} customer service', '{contact} your support team', 'get in touch with customer support', 'call your customer service'],
    q: [
      'what is your customer service phone number?',
      'what are your customer service opening hours?',
      'is there an email address for customer support?',
      'how can I get in touch with your support team?',
    ],
    kw: ['customer service number', 'support email', '{contact} customer service', 'customer service hours'],
  },

  contact_human_agent: {
    vp: [
      '{talk} to a real {person}',
      '{talk} to a {human}',
      'chat with a live agent instead of a bot',
      'get put through to a real {person}',
    ],
    imp: ['put me through to a real {person}', 'connect me to a live agent', 'let me {talk} to a {human}'],
    q: ['is there a real {person} I can {talk} to?', 'can I {talk} to a {human} instead of this bot?'],
    expect: ['I expect to {talk} to a real {person}, not a chatbot.'],
    kw: ['human agent', 'real {person} please', '{talk} to a {human}', 'live agent'],
  },

  create_account: {
    vp: [
      'create an account',
      'open an account with you',
      'set up a new account',
      'make an account on your website',
      'sign up for an account',
    ],
    q: ['can I create an account with my email address?', 'where do I go to open a new account?'],
    kw: ['create account', 'new account', 'open account', 'sign up for an account'],
  },

  delete_account: {
    vp: ['{delete} {my} account', 'delete {my} account and all {my} data', 'have {my} account removed for good'],
    imp: ['{delete} my account', 'delete my account and everything in it', 'close my Multimart account'],
    q: ['can I {delete} my account?', 'is it possible to have my account and my data removed?'],
    kw: ['{delete} account', 'account deletion', '{delete} my account'],
  },

  delivery_options: {
    vp: [
      'get express delivery',
      'choose next-day delivery',
      'have {a_product} delivered to {country}',
      'pick a delivery slot on a Saturday',
    ],
    q: [
      'what delivery options do you have?',
      'do you deliver to {country}?',
      'do you offer {quick} delivery?',
      'can I choose next-day delivery?',
      'can I collect my order from a pickup point in {city}?',
      'do you ship {category} abroad?',
    ],
    kw: ['delivery options', 'express delivery', 'ship to {country}?', 'international delivery', 'next day delivery'],
  },

  delivery_period: {
    vp: ['find out how long delivery takes', 'find out how many days shipping takes'],
    noHow: true,
    q: [
      'how long does delivery take?',
      'how many days does it take to deliver {a_product}?',
      'how long does shipping to {country} take?',
      'if I order {a_product} today, when would it {arrive}?',
      'what is the usual delivery time?',
      'how long does delivery to {city} usually take?',
    ],
    kw: ['delivery time', 'how long delivery {country}', 'shipping time {category}', 'delivery time {city}'],
  },

  edit_account: {
    vp: [
      '{change} the email address on {my} account',
      '{update} {my} phone number',
      'edit {my} profile',
      '{change} the name on {my} account',
      '{update} {my} account details',
    ],
    imp: ['{update} the email address on my account', '{change} the name on my account to {full}'],
    q: ['where can I {change} the email address on my account?', 'can I {update} my phone number in my profile?'],
    kw: ['edit profile', '{change} account email', '{update} account details', 'edit account'],
  },

  get_invoice: {
    vp: [
      'get the {invoice} for order {N}',
      'download {my} {invoice}',
      'get a copy of the {invoice} for {my} {product}',
      'get a VAT invoice for order {N}',
    ],
    imp: ['{send} me the {invoice} for order {N}', 'email me a copy of my {invoice}', '{send} me a VAT invoice for my {product}'],
    expect: ["I'm still waiting for the {invoice} for order {N}, can you send it?"],
    kw: ['download {invoice}', '{invoice} copy order {N}', '{invoice} pdf', 'get {invoice} order {N}'],
  },

  get_refund: {
    vp: [
      'get a {refund} for {the_product}',
      'get {my} money back for order {N}',
      'request a {refund}',
      'claim a {refund} for {a_product} that arrived {broken}',
    ],
    imp: ['refund me for order {N}', 'give me my money back for {the_product}', 'refund the {amount} I paid for {the_product}'],
    expect: ['I expect a full {refund} for {the_product}, which arrived {broken}.', 'I expect my money back for order {N}.'],
    kw: ['{refund} order {N}', 'request {refund}', 'money back {product}', 'want a {refund}'],
  },

  newsletter_subscription: {
    vp: [
      'sign up for your {newsletter}',
      'subscribe to the {newsletter}',
      'unsubscribe from your {newsletter}',
      'stop getting the {newsletter} emails',
    ],
    imp: ['take me off your {newsletter} list', 'sign me up for the {newsletter}', 'add my email to the {newsletter}'],
    q: ['do you have a {newsletter} I can sign up to?', 'can I unsubscribe from the {newsletter}?'],
    kw: ['{newsletter}', '{newsletter} sign up', 'unsubscribe {newsletter}', 'subscribe {newsletter}'],
  },

  payment_issue: {
    vp: ['{fix} a failed payment', '{fix} {my} payment {problem} on order {N}', 'find out why {my} card keeps getting declined'],
    howOnly: ['pay for {my} order when {my} card keeps getting declined'],
    q: [
      'why was my card declined when I tried to pay for {the_product}?',
      'why have I been charged twice for order {N}?',
      'why did my payment of {amount} fail?',
    ],
    expect: ['I expected the payment for order {N} to go through but it keeps failing.'],
    state: [
      'My payment for order {N} was declined.',
      "I've been charged twice for {the_product}.",
      'My card keeps getting rejected at checkout.',
      'I tried to pay {amount} with {method} and the payment failed.',
      'The money has left my account but the website says my payment for order {N} did not go through.',
    ],
    kw: ['payment failed', 'card declined', 'charged twice order {N}', 'payment {problem}'],
  },

  place_order: {
    vp: [
      'place an order',
      '{buy} {a_product}',
      'order {a_product} online',
      '{buy} {a_product} from your website',
      'order {num} {products}',
    ],
    q: ['can I order {num} {products} at once?', 'where do I go to order {a_product}?'],
    kw: ['place order', '{buy} {product}', 'how to order', 'order {a_product}'],
  },

  recover_password: {
    vp: [
      'reset {my} password',
      '{recover} {my} password',
      'get back into {my} account without {my} password',
      'reset the PIN for {my} account',
    ],
    imp: ['reset my password', '{send} me a password reset link'],
    q: ["what do I do if I've forgotten my password?", 'how can I log in if I no longer know my password?'],
    expect: ["I'm still waiting for the password reset email."],
    state: [
      "I've forgotten my password.",
      "I've forgotten my password, how do I log in?",
      "I can't remember the password for my account.",
      'I forgot my PIN and now I cannot log in.',
    ],
    kw: ['forgot password', 'password reset', 'reset PIN', 'lost password'],
  },

  registration_problems: {
    vp: ['{fix} {my} sign-up {problem}', 'report an error on the sign-up form', 'find out why {my} registration keeps failing'],
    howOnly: ['finish registering when the sign-up page keeps crashing', 'sign up when it says {my} email is already registered'],
    q: [
      "why can't I sign up for an account?",
      'why does registration keep failing?',
      "why haven't I got the confirmation email after signing up?",
    ],
    expect: ["I'm still waiting for the confirmation email to finish signing up."],
    state: [
      "I can't sign up, the form keeps showing an error.",
      'I never got the confirmation email after registering.',
      "The sign-up page says my email is already in use but I don't have an account.",
      'Registration fails every time I press submit.',
    ],
    kw: ['registration {problem}', 'sign up not working', "can't register", 'sign up {problem}'],
  },

  review: {
    vp: [
      'leave a {review} for {the_product}',
      'write a {review}',
      'give {feedback} on {my} order',
      'rate the {product} {I} bought {when}',
      'leave some {feedback} about {the_product}',
    ],
    q: [
      'where can I leave a {review} for {a_product}?',
      'can I post a {review} of the {product} I bought?',
      'where do I give {feedback} on my order?',
    ],
    kw: ['leave a {review}', 'product {review} {product}', '{feedback}', 'write {review}', 'leave {feedback}'],
  },

  set_up_shipping_address: {
    vp: [
      'add a new delivery address',
      'save a second shipping address to {my} account',
      'set up a delivery address for {my} office',
      'add {address} as a delivery address',
    ],
    imp: ['add {address} to my saved addresses', 'save a new shipping address on my account'],
    q: ['can I save more than one delivery address?', 'where do I add a new shipping address?'],
    kw: ['add address', 'new shipping address', 'save delivery address', 'add delivery address'],
  },

  switch_account: {
    vp: [
      'switch to {my} other account',
      'switch between {my} two accounts',
      'switch from {my} personal account to {my} business account',
      'log out and into {my} other account',
    ],
    q: ['can I switch between two accounts without logging out?'],
    kw: ['switch account', 'switch accounts', 'use other account', 'switch to business account'],
  },

  track_order: {
    vp: ['track {my} order', 'check where {my} {product} {is}', 'find out when order {N} will {arrive}', 'track {my} {parcel}'],
    status: [
      'where is order {N}?',
      'when will my {product} {arrive}?',
      'has order {N} been dispatched yet?',
      'where is my {parcel}?',
      'what is the status of order {N}?',
    ],
    expect: ["I'm still waiting for order {N}, where is it?", 'I expected my {product} by {date}, where {is} {it} now?'],
    kw: ['track order {N}', 'order status {N}', 'where {is} my {product}', 'track {parcel}'],
  },

  track_refund: {
    vp: [
      'check the status of {my} {refund}',
      'track {my} {refund} for {the_product}',
      'find out when {my} {refund} for order {N} will come through',
    ],
    status: [
      'has my {refund} for order {N} been processed?',
      'where is my {refund}?',
      'when will I get the {amount} {refund} you promised?',
      'is my {refund} for {the_product} on its way?',
    ],
    expect: ["I'm still waiting for my {refund} for order {N}.", 'I expected the {refund} of {amount} by {date} and it has not arrived.'],
    kw: ['{refund} status order {N}', 'track {refund}', '{refund} not received', 'where is my {refund}'],
  },
};
