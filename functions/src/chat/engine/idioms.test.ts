import { describe, expect, it } from 'vitest';
import type { IntentId } from '../classifier/index.ts';
import { withIdioms } from './idioms.ts';

const ranking = (...scores: [IntentId, number][]) => scores.map(([intent, confidence]) => ({ intent, confidence }));
const misread = ranking(['change_order', 0.5], ['contact_human_agent', 0.3], ['change_shipping_address', 0.2]);

describe('withIdioms', () => {
  it.each([
    'can I get it sent somewhere else?',
    'deliver my order to my office instead',
    'could you have them go to my mum’s',
    'please send the parcel to a different address',
  ])('reads "%s" as changing the delivery address', (message) => {
    const settled = withIdioms(misread, message);
    expect(settled[0]).toEqual({ intent: 'change_shipping_address', confidence: 1 });
  });

  it.each(['do you ship elsewhere in Europe?', 'can I cancel it and order something else', 'send it back and refund me'])(
    'leaves "%s" as read',
    (message) => {
      expect(withIdioms(misread, message)).toEqual(misread);
    },
  );
});

describe('withIdioms: sending back', () => {
  it.each(['can I still send it back?', 'could a driver come and collect it from my house'])('reads "%s" as a return', (message) => {
    expect(withIdioms(misread, message)[0]).toEqual({ intent: 'returns_policy', confidence: 1 });
  });
});

describe('withIdioms: a change of mind', () => {
  it.each(["I've changed my mind about the phone", 'changed my mind, dont want it anymore'])('reads "%s" as cancelling', (message) => {
    expect(withIdioms(misread, message)[0]).toEqual({ intent: 'cancel_order', confidence: 1 });
  });

  it('leaves "can I cancel if I change my mind?" to the terms', () => {
    expect(withIdioms(misread, 'can I cancel if I change my mind?')).toEqual(misread);
  });
});

describe('withIdioms: no longer wanted', () => {
  it.each(['I really do not want this account anymore', 'please shut down my mother’s account'])(
    'reads "%s" as deleting the account',
    (message) => {
      expect(withIdioms(misread, message)[0]).toEqual({ intent: 'delete_account', confidence: 1 });
    },
  );

  it.each(['I no longer need my order from Tuesday', 'kindly revoke the purchase I made'])(
    'reads "%s" as cancelling the order',
    (message) => {
      expect(withIdioms(misread, message)[0]).toEqual({ intent: 'cancel_order', confidence: 1 });
    },
  );

  it.each([
    "I don't want a personal account, I need a business one",
    'I no longer need two of the chairs in that order',
    'is there a fee if I withdraw my order?',
  ])('leaves "%s" as read', (message) => {
    expect(withIdioms(misread, message)).toEqual(misread);
  });
});

describe('withIdioms: an order placed from another account', () => {
  it.each(['I bought a chair in May but with my other email address', 'the order was placed under my work account'])(
    'reads "%s" as moving to that account',
    (message) => {
      expect(withIdioms(misread, message)[0]).toEqual({ intent: 'switch_account', confidence: 1 });
    },
  );
});

describe('withIdioms: an order called off in other verbs', () => {
  it.each([
    'please stop my order before it leaves the warehouse',
    'can you kill the second one, I only need one',
    'I want the order terminated, I have waited long enough',
    'I want it cancelled and nothing more taken from my card',
    'Is it possible to undo an order I placed an hour ago?',
    "I'd like to back out of the armchair I bought yesterday",
  ])('reads "%s" as cancelling the order', (message) => {
    expect(withIdioms(misread, message)[0]).toEqual({ intent: 'cancel_order', confidence: 1 });
  });

  it.each([
    'can I cancel it and order something else',
    'is there a fee to cancel my order?',
    'stop sending me newsletters',
    'what happens if I cancel the order?',
    'please cancel my account',
  ])('leaves "%s" as read', (message) => {
    expect(withIdioms(misread, message)).toEqual(misread);
  });
});

describe('withIdioms: a payment method named', () => {
  it.each(["I'm buying a sofa and would like to spread the cost", 'money is tight, do you take amex?'])(
    'reads "%s" as how to pay',
    (message) => {
      expect(withIdioms(misread, message)[0]).toEqual({ intent: 'check_payment_methods', confidence: 1 });
    },
  );

  it.each(['my Visa was declined at checkout', 'when will the refund show up on my Mastercard?'])('leaves "%s" as read', (message) => {
    expect(withIdioms(misread, message)).toEqual(misread);
  });
});

describe('withIdioms: payment trouble, other ways to pay, praise', () => {
  it.each([
    ['your site will not take my debit card', 'payment_issue'],
    ['I would prefer not to pay by card, what else is there?', 'check_payment_methods'],
    ['not a complaint, I just wanted to tell you the courier was lovely', 'review'],
    ['I want to commend the delivery team', 'review'],
  ] as const)('reads "%s" as %s', (message, intent) => {
    expect(withIdioms(misread, message)[0]).toEqual({ intent, confidence: 1 });
  });
});

describe('withIdioms: the account itself', () => {
  it.each([
    ['how do I change my profile picture?', 'edit_account'],
    ['please delete the account registered to sam@example.com', 'delete_account'],
    ['how do I sign into my work account instead', 'switch_account'],
  ] as const)('reads "%s" as %s', (message, intent) => {
    expect(withIdioms(misread, message)[0]).toEqual({ intent, confidence: 1 });
  });

  it('leaves "I can\'t get into {{Username}}" as read', () => {
    expect(withIdioms(misread, "I can't get into {{Username}}, lost the passcode")).toEqual(misread);
  });
});
