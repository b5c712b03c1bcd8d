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
