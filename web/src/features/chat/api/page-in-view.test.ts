import { describe, expect, it } from 'vitest';
import { pageInView } from './page-in-view.ts';

const id = '3f0d7c9e-2a4b-4c1d-9e8f-0a1b2c3d4e5f';

describe('the page the widget tells the assistant about', () => {
  it('is a product on a product page and an order on an order page', () => {
    expect(pageInView(`/shop/${id}`)).toEqual({ kind: 'product', productId: id });
    expect(pageInView(`/orders/${id}/`)).toEqual({ kind: 'order', orderId: id });
  });

  it('is nothing elsewhere, or when the id is not one', () => {
    expect(pageInView('/shop')).toBeUndefined();
    expect(pageInView(`/dashboard/orders/${id}`)).toBeUndefined();
    expect(pageInView('/shop/not-an-id')).toBeUndefined();
  });
});
