import { describe, expect, it } from 'vitest';
import { memoryCatalog } from '@shop/test-support/chat-catalog';
import { loadChatClassifier } from '../classifier/model/load.ts';
import { createChatEngine } from './engine.ts';

const engine = createChatEngine({ catalog: memoryCatalog(), classifier: loadChatClassifier() });

describe('asking to buy a product', () => {
  it('shows the product and how to order it', async () => {
    const answer = await engine.answer('I want to buy the Nimbus Phone 12');
    expect(answer).toMatchObject({ source: 'Catalog', intent: 'place_order' });
    expect(answer.response).toMatch(/Nimbus Phone 12/);
    expect(answer.response).toMatch(/Add to Cart/);
  });

  it('answers how to order a kind of product', async () => {
    expect((await engine.answer('how can I purchase a sofa?')).intent).toBe('place_order');
  });

  it('leaves a question about a product a catalogue question', async () => {
    const answer = await engine.answer('is the Nimbus Phone 12 in stock?');
    expect(answer.intent).toBe('product_availability');
  });
});
