import { describe, expect, it } from 'vitest';
import { sampleProduct } from '@shop/test-support/chat-catalog';
import { productDelivery } from './product-delivery.ts';

// Thursday 26 November 2026, 10:00 UTC: dispatched the same day.
const thursdayMorning = new Date('2026-11-26T10:00:00Z');

describe('productDelivery', () => {
  it('gives a small item its own 2 to 4 working days, counted from today', () => {
    const answer = productDelivery(sampleProduct({ productName: 'Orbit', category: 'mobile', price: 1 }), thursdayMorning);
    expect(answer).toMatch(/^Ordered now, the Orbit would arrive between Mon 30 Nov and Wed 2 Dec, with free delivery: it takes 2 to 4/);
    expect(answer).not.toMatch(/10 working days/);
  });

  it('gives a sofa the two-person courier and up to 10 working days', () => {
    const answer = productDelivery(sampleProduct({ productName: 'Rivet', category: 'sofa', price: 1 }), thursdayMorning);
    expect(answer).toMatch(/between Mon 30 Nov and Thu 10 Dec, with free delivery: it travels by two-person courier and takes up to 10/);
    expect(answer).not.toMatch(/2 to 4/);
  });
});

describe('productDelivery of a sold-out product', () => {
  it('promises no delivery and points at the back-in-stock email', () => {
    const answer = productDelivery(sampleProduct({ productName: 'Rivet', category: 'sofa', price: 1, stock: 0 }), thursdayMorning);
    expect(answer).toBe(
      'The Rivet is sold out at the moment, so I cannot say when it would arrive. On its page, "Email me when it is back in stock" sends you one email when it is back.',
    );
  });
});
