import { describe, expect, it } from 'vitest';
import { normalizeText, PRODUCT_TOKEN } from './normalize.ts';

describe('normalizeText', () => {
  it('lower-cases and drops punctuation and accents', () => {
    expect(normalizeText('Where is my ORDER?!  Café…')).toBe('where is my order cafe');
  });

  it('joins contractions whether typed with an apostrophe or a space', () => {
    expect(normalizeText("I can't pay, I'm stuck")).toBe('i cant pay im stuck');
    expect(normalizeText('I can t pay, I m stuck')).toBe('i cant pay im stuck');
    expect(normalizeText("what's the eta")).toBe('whats the eta');
  });

  it('turns each placeholder token into one word of its own', () => {
    expect(normalizeText('cancel order {{Order Number}} now')).toBe('cancel order ordernumber now');
    expect(normalizeText('bills of {{ Person Name }}')).toBe('bills of personname');
  });

  it('turns pound amounts and other numbers into words', () => {
    expect(normalizeText('watches under £1,299.50 for order 12588')).toBe('watches under amount for order number');
  });

  it('turns the product token into one word', () => {
    expect(normalizeText(`how much is the ${PRODUCT_TOKEN}`)).toBe('how much is the productname');
  });
});
