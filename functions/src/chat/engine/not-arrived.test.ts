import { describe, expect, it } from 'vitest';
import { findTopic } from './topics.ts';

// "Never came" is a missing parcel only when a parcel is what did not come.
describe('something that has not arrived', () => {
  it.each(['my parcel never came', "the sofa hasn't arrived", 'my order has not arrived and I want a refund'])(
    '"%s" is a parcel not received',
    (message) => {
      expect(findTopic(message)).toBe('not_received');
    },
  );

  it.each([
    'my refund has not arrived',
    'the money never came back to my card',
    'the confirmation email never came when I registered',
    'I keep missing delivery texts, please change my phone number',
  ])('"%s" is not a parcel not received', (message) => {
    expect(findTopic(message)).toBeUndefined();
  });
});

// A fault said the way people say it: what the thing does wrong, not the word "faulty".
describe('a fault in everyday words', () => {
  it.each([
    'one of the legs wobbles',
    'the arm has come loose',
    'the handle came off after a week',
    'the leather is peeling already',
    "my earbuds won't charge",
    'the headphones keep cutting out',
    'the seat is sagging',
  ])('"%s" is a damaged or faulty item', (message) => {
    expect(findTopic(message)).toBe('damaged_item');
  });

  it.each(['does the cover come off for washing?', 'is the seat firm or does it sink?'])('"%s" is a question, no fault', (message) => {
    expect(findTopic(message)).toBeUndefined();
  });
});

describe('a replacement asked for', () => {
  it.each(['can I get a replacement instead of a refund', 'just send me a new one', 'a new one instead of my money back'])(
    '"%s" is an exchange',
    (message) => {
      expect(findTopic(message)).toBe('exchange');
    },
  );

  it.each([
    'do you sell a replacement strap?',
    "I've forgotten my passcode, how can I get a new one?",
    'My phone just died and I need a replacement quickly.',
  ])('"%s" is no exchange', (message) => {
    expect(findTopic(message)).toBeUndefined();
  });
});

describe('nobody in for a delivery', () => {
  it.each(["what happens if I'm out when they come", 'I won’t be home on Tuesday for the delivery', 'I missed the courier'])(
    '"%s" is a missed delivery',
    (message) => {
      expect(findTopic(message)).toBe('missed_delivery');
    },
  );

  it.each([
    'the two cushions were not in there',
    "I'm not in the UK, can you deliver?",
    "I'm away on holiday and can only email, which address do I use?",
    'Complaint about order 7734: third missed delivery slot this week.',
  ])('"%s" is no missed delivery', (message) => {
    expect(findTopic(message)).not.toBe('missed_delivery');
  });
});
