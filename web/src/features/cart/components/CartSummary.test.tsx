import { screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@shop/core/cart';
import type { OrderQuote } from '@shop/core/discounts/input';
import { discountMessages } from '@shop/core/discounts/rules';
import { fakeApi, refusal } from '../../../../testing/fake-api.ts';
import { renderInApp } from '../../../../testing/render.tsx';
import { CartSummary } from './CartSummary.tsx';

const cart: Cart = {
  cartItems: [
    {
      id: '5d0f3c1e-2b7a-4c8e-9f10-3a4b5c6d7e8f',
      productName: 'Nova Lamp',
      imgUrl: '/lamp.webp',
      price: 12_345,
      quantity: 1,
      totalPrice: 12_345,
    },
  ],
  totalAmount: 12_345,
  totalQuantity: 1,
};
const quote: OrderQuote = {
  discountCode: 'SPRING10',
  subtotal: 12_345,
  discount: 1_235,
  total: 11_110,
  message: discountMessages.applied('SPRING10', 1_235),
};

beforeEach(() => sessionStorage.clear());

describe('the discount code box in the cart', () => {
  it("shows the server's refusal beside the box and applies nothing", async () => {
    fakeApi({ 'POST /api/quotes': refusal(discountMessages.unknown, { discountCode: discountMessages.unknown }) });
    const { user } = renderInApp(<CartSummary cart={cart} />);
    await user.type(screen.getByLabelText('Discount code'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(discountMessages.unknown);
    expect(screen.getByLabelText('Discount code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('cart-discount')).toBeNull();
  });

  it('applies a code as the server prices it, keeps it for checkout, and removes it', async () => {
    const api = fakeApi({ 'POST /api/quotes': { body: quote } });
    const { user } = renderInApp(<CartSummary cart={cart} />);
    await user.type(screen.getByLabelText('Discount code'), 'spring10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(quote.message)).toBeTruthy();
    expect(screen.getByTestId('cart-discount').textContent).toBe('Discount SPRING10: -£12.35. Total £111.10');
    expect(api.sent('POST /api/quotes')[0]?.body).toEqual({
      discountCode: 'spring10',
      items: [{ productId: cart.cartItems[0]?.id, quantity: 1 }],
    });
    expect(sessionStorage.getItem('multimart.discountCode')).toBe('SPRING10');
    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    await vi.waitFor(() => expect(screen.queryByTestId('cart-discount')).toBeNull());
    expect(sessionStorage.getItem('multimart.discountCode')).toBeNull();
  });
});
