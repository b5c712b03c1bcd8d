import { describe, expect, it } from 'vitest';
import { sampleProduct, sampleProducts } from '@shop/test-support/chat-catalog';
import { catalogReply, askedQuantity } from './catalog-questions.ts';

describe('a catalogue reply', () => {
  it('links a product only when the reply names it', () => {
    // "office chairs" also names this one, which is over the budget the reply keeps to.
    const executive = sampleProduct({ productName: 'Executive Headrest Office Chair', category: 'chair', price: 32900 });
    const products = [...sampleProducts, executive];
    const mentions = [{ product: executive, matchedWords: new Set(['office', 'chair']) }];
    const { answer } = catalogReply('product_budget', 'do you have any office chairs under £300?', products, mentions, {}, false);
    expect(answer.response).toBe('Here are our office chairs up to £300.00: Ergo Mesh Office Chair (£199.00).');
    expect(answer.actions?.map((action) => action.label) ?? []).not.toContain('Executive Headrest Office Chair');

    const named = catalogReply('product_budget', 'office chairs under £400', products, mentions, {}, false).answer;
    expect(named.response).toContain('Executive Headrest Office Chair (£329.00)');
    expect(named.actions?.map((action) => action.label)).toEqual(['Executive Headrest Office Chair']);
  });
});

describe('how many of a product are asked for', () => {
  it('reads a number of items in digits or words', () => {
    expect(askedQuantity('how much would 6 Kerry Dining Chairs be?', 'Kerry Dining Chair')).toBe(6);
    expect(askedQuantity('have you got enough in stock for four?')).toBe(4);
    expect(askedQuantity('I need 2 of them')).toBe(2);
  });

  it('reads no quantity in a product name, a price, a time or a rating', () => {
    expect(askedQuantity('how much is the Nimbus Phone 12?', 'Nimbus Phone 12')).toBeUndefined();
    expect(askedQuantity('is it under 50 pounds?')).toBeUndefined();
    expect(askedQuantity('will it come in 3 days?')).toBeUndefined();
    expect(askedQuantity('is it rated 4 stars?')).toBeUndefined();
    expect(askedQuantity('how much is one?')).toBeUndefined();
  });
});
