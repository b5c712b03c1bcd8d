import { describe, expect, it } from 'vitest';
import { sampleProduct, sampleProducts } from '@shop/test-support/chat-catalog';
import { catalogReply } from './catalog-questions.ts';

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
