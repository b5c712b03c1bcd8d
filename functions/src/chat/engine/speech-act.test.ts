import { describe, expect, it } from 'vitest';
import type { IntentId } from '../classifier/index.ts';
import { asksToBuy, speechActOf, withSpeechAct } from './speech-act.ts';

const ranking = (...scores: [IntentId, number][]) => scores.map(([intent, confidence]) => ({ intent, confidence }));

describe('speechActOf', () => {
  it.each([
    'has my rebate been processed?',
    'any update on the money you owe me?',
    "I haven't received my refund yet",
    'where is my parcel',
    'stauts of the reimbursement?',
    'the money should have reached me by now',
    'what stage is my return at',
    'has my reimbursement gone thru yet',
    'did the money come through yet',
    'has the compensation been paid?',
    'I think my parcel is on its way, can you confirm?',
    'when will my order arrive?',
    'my wife ordered a desk, when is it arriving?',
    'so the armchair has not gone out yet?',
    'is that one delivered?',
    'has this been delivered yet',
    "the speaker hasn't left the warehouse?",
    'did you refund me for anything yet',
    'have you refunded me yet?',
    "the money for the cancelled chair still isn't back on my card",
    'my dad returned a lamp and wants to know whether his refund has been processed',
    'was the money for my cancelled order actually sent to my card?',
    "what's going on with my money back for the sofa",
  ])('reads "%s" as asking a status', (message) => {
    expect(speechActOf(message)).toBe('status');
  });

  it.each([
    'how long do refunds take?',
    'in what cases do you give a refund',
    'what is your returns policy',
    'in wich case is money returned',
    'is a sale item eligible for a refund?',
    'what is the refund window for my chair',
    'by what date must it be sent back?',
    'when can I ask for my money back',
    'how does the reimbursement process work?',
    'do I get my money back if I send a chair back unused',
    'what happens when a return reaches you',
    'I have to know how long a reimbursement takes',
    'refund timeframe',
    'my husband wants to know how long refunds normally take',
    'how many working days until a refund shows on a Visa card?',
    'How long does a refund to {{Payment Method}} normally take?',
    'is the delivery charge refunded too?',
    'asking for my mum: is the postage refunded as well?',
    'I would be grateful for your terms on reimbursement for returned goods',
    'are returned chairs refunded in full?',
  ])('reads "%s" as asking the terms', (message) => {
    expect(speechActOf(message)).toBe('terms');
  });

  it.each(["I've been waiting for hours. I want my money back", 'been waiting on hold for 20 minutes, refund me'])(
    'reads impatience, "%s", as no status: the wait is not for the thing',
    (message) => {
      expect(speechActOf(message)).toBe('request');
    },
  );

  it.each(['I want my money back', 'please refund the chair', 'how can I get a refund', 'refund me if you can'])(
    'reads "%s" as a request',
    (message) => {
      expect(speechActOf(message)).toBe('request');
    },
  );

  it('does not read a polite "I wonder if I could" as a case to ask the terms of', () => {
    expect(speechActOf('I wonder if I could be reimbursed')).not.toBe('terms');
  });

  it.each([
    'I am expecting a rebate of £20',
    "I'm still waiting for my reimbursement",
    'I was expecting the compensation by Friday',
    'expecting compensation for order 123',
    "still waiting on my reimbursement, it's been a week",
    'awaiting the money back for the chair',
    'I expected my refund by Monday',
    "I'm waiting for my refund",
  ])('reads "%s" as awaiting money back, whatever the words for it', (message) => {
    expect(speechActOf(message)).toBe('awaited');
  });

  it.each(["I want a refund, I'm waiting for your reply", 'expecting a reply about my refund request', 'I expect a full refund for this'])(
    'reads "%s" as no money awaited when what is waited for is something else',
    (message) => {
      expect(speechActOf(message)).not.toBe('awaited');
    },
  );

  it('reads "when will it arrive" without an order of one\'s own as a question of timing', () => {
    expect(speechActOf('how soon would a sofa arrive?')).toBe('timing');
  });

  it('reads "not what I expected" as no wait', () => {
    expect(speechActOf("I want a refund for the chair, it's not what I expected")).toBe('request');
  });
});

describe('withSpeechAct', () => {
  it('turns a refund asked for into a refund waited for when the message asks a status', () => {
    const settled = withSpeechAct(ranking(['get_refund', 0.7], ['track_refund', 0.2], ['complaint', 0.1]), 'status');
    expect(settled[0]?.intent).toBe('track_refund');
    expect(settled[0]?.confidence).toBeCloseTo(0.9);
    expect(settled.map((score) => score.intent)).toEqual(['track_refund', 'complaint']);
  });

  it('turns a refund status into the refund policy when the message asks the terms', () => {
    expect(withSpeechAct(ranking(['track_refund', 0.6], ['check_refund_policy', 0.3]), 'terms')[0]?.intent).toBe('check_refund_policy');
  });

  it('makes the top intent as sure as its topic when the act names it, so two siblings are not both offered', () => {
    const settled = withSpeechAct(ranking(['check_refund_policy', 0.5], ['track_refund', 0.4], ['complaint', 0.1]), 'terms');
    expect(settled.map((score) => score.intent)).toEqual(['check_refund_policy', 'complaint']);
    expect(settled[0]?.confidence).toBeCloseTo(0.9);
  });

  it('leaves a ranking whose top intent has no sibling for the act', () => {
    const untouched = ranking(['cancel_order', 0.8], ['track_refund', 0.2]);
    expect(withSpeechAct(untouched, 'status')).toEqual(untouched);
    expect(withSpeechAct(untouched, undefined)).toEqual(untouched);
  });

  it('turns a refund asked for into a refund waited for when money back is awaited, however little weight the classifier gave it', () => {
    const settled = withSpeechAct(ranking(['get_refund', 0.995], ['track_refund', 0.004], ['complaint', 0.001]), 'awaited');
    expect(settled.map((score) => score.intent)).toEqual(['track_refund', 'complaint']);
  });

  it('leaves the ranking when the classifier gave the sibling no weight at all', () => {
    const untouched = ranking(['get_refund', 0.995], ['complaint', 0.005]);
    expect(withSpeechAct(untouched, 'status')).toEqual(untouched);
  });
});

describe('asksToBuy', () => {
  it.each(['I want to buy the grey sofa', 'we need to purchase three stools', 'how can I order that lamp', 'please buy it for me'])(
    'reads "%s" as asking to buy',
    (message) => {
      expect(asksToBuy(message)).toBe(true);
    },
  );

  it.each(['is the grey sofa in stock?', 'how much is the lamp', 'I bought a chair last week'])(
    'does not read "%s" as asking to buy',
    (message) => {
      expect(asksToBuy(message)).toBe(false);
    },
  );
});
