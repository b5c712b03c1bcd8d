import { describe, expect, it } from 'vitest';
import { loadChatClassifier } from '../classifier/model/load.ts';
import type { ChatOrder } from './customer-orders.ts';
import { createChatEngine } from './engine.ts';
import { memoryCatalog, sampleProduct, sampleProducts } from '@shop/test-support/chat-catalog';

const classifier = loadChatClassifier();
const chesterfield = sampleProduct({
  productName: 'Kensington Leather Chesterfield',
  category: 'sofa',
  price: 149_900,
  stock: 3,
  shortDesc: 'Deep-buttoned three-seat Chesterfield in cognac leather.',
});
const catalog = memoryCatalog([...sampleProducts.filter((item) => item.productName !== chesterfield.productName), chesterfield]);
const customer = { id: 'c1', name: 'Sam', email: 'sam@example.com' };
const shipped: ChatOrder = {
  id: 'o-shipped',
  number: 2001,
  status: 'shipped',
  items: [{ productName: 'Nimbus Phone 12', quantity: 1 }],
  total: 79_900,
  createdAt: '2026-11-01T10:00:00.000Z',
  tracking: { carrier: 'Royal Mail', number: 'RM1' },
};
const paid: ChatOrder = { ...shipped, id: 'o-paid', number: 2002, status: 'paid', tracking: null };
const engine = createChatEngine({ catalog, classifier, orders: { list: async () => [paid, shipped] } });

describe('the page in view', () => {
  it('answers "is this one in stock?" about the product on the page', async () => {
    const { answer } = await engine.reply({ message: 'is this one in stock?', page: { kind: 'product', productId: chesterfield.id } });
    expect(answer.response).toContain('Kensington Leather Chesterfield');
    expect(answer.response).toMatch(/only 3 left/);
    expect(answer.response).not.toMatch(/could not find/i);
  });

  it('answers "how much is it?" about the product on the page', async () => {
    const { answer } = await engine.reply({ message: 'how much is it?', page: { kind: 'product', productId: chesterfield.id } });
    expect(answer.response).toBe('The Kensington Leather Chesterfield costs £1,499.00.');
  });

  it('prefers the page to an earlier product when the customer says "this"', async () => {
    const first = await engine.reply({ message: 'how much is the Nimbus Phone 12?' });
    const { answer } = await engine.reply({
      message: 'and is this in stock?',
      focus: first.focus,
      page: { kind: 'product', productId: chesterfield.id },
    });
    expect(answer.response).toContain('Kensington Leather Chesterfield');
    expect(answer.response).not.toContain('Nimbus');
  });

  it('answers "when will it arrive?" about the order on the page, only that order', async () => {
    const { answer } = await engine.reply({ message: 'when will it arrive?', customer, page: { kind: 'order', orderId: shipped.id } });
    expect(answer.response).toContain('#2001');
    expect(answer.response).toContain('Royal Mail');
    expect(answer.response).not.toContain('#2002');
  });

  it('ignores an order page that is not the customer’s own', async () => {
    const { answer } = await engine.reply({ message: 'when will it arrive?', customer, page: { kind: 'order', orderId: 'someone-else' } });
    expect(answer.response).not.toContain('someone-else');
    expect(answer.response).toMatch(/which one/i);
  });

  it('ignores a product page whose product is gone', async () => {
    const { answer } = await engine.reply({ message: 'is this one in stock?', page: { kind: 'product', productId: 'gone' } });
    expect(answer.response).not.toMatch(/^yes/i);
  });
});
