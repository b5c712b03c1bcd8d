// The pages a graded conversation's turn can be on: a sample product's, or one of the suite customer's orders
// (#1892 Nimbus Phone 12, paid; #1893 Westview Sofa, delivered; #1894 Pulse Fitness Watch, shipped with DPD).
import type { ChatPage } from '@shop/core/chat';
import { sampleProducts } from '@shop/test-support/chat-catalog';

export const productPage = (name: string): ChatPage => {
  const found = sampleProducts.find((item) => item.productName === name);
  if (!found) throw new Error(`No sample product ${name}`);
  return { kind: 'product', productId: found.id };
};

const ORDER_IDS = {
  1892: '11111111-1111-4111-8111-111111111111',
  1893: '22222222-2222-4222-8222-222222222222',
  1894: '33333333-3333-4333-8333-333333333333',
} as const;

export const orderPage = (number: keyof typeof ORDER_IDS): ChatPage => ({ kind: 'order', orderId: ORDER_IDS[number] });
