// The cart's rules (docs/spec.md, States and transitions: Cart), one rule per test, on the store the pages use, without React.
import { describe, expect, it } from 'vitest';
import type { Cart, CartProduct } from '@shop/core/cart';
import { createCartStore } from './cart-state.ts';

const phone = { id: 'p1', productName: 'Nova Phone', imgUrl: '/p1.webp', price: 59_900 };
const chair = { id: 'c1', productName: 'Loft Chair', imgUrl: '/c1.webp', price: 14_900 };

function startCart(input?: Cart) {
  return createCartStore(input);
}

function cartWith(...products: CartProduct[]) {
  const cart = startCart();
  for (const product of products) cart.send({ type: 'add', product });
  return cart;
}

const lineOf = (cart: ReturnType<typeof startCart>, id: string) => cart.getSnapshot().cartItems.find((item) => item.id === id);

describe('cart store', () => {
  it('starts empty', () => {
    expect(startCart().getSnapshot()).toEqual({ cartItems: [], totalAmount: 0, totalQuantity: 0 });
  });

  it('add: a product not yet in the cart becomes a new line with quantity 1', () => {
    const cart = cartWith(chair);
    expect(cart.getSnapshot().cartItems).toEqual([{ ...chair, quantity: 1, totalPrice: 14_900 }]);
  });

  it('add: a product already in the cart rises by 1 and its line total rises, with no new line', () => {
    const cart = cartWith(phone, phone);
    expect(cart.getSnapshot().cartItems).toHaveLength(1);
    expect(lineOf(cart, 'p1')).toMatchObject({ quantity: 2, totalPrice: 119_800 });
  });

  it('add with a quantity: the product page’s picker adds that many at once', () => {
    const cart = cartWith(chair);
    cart.send({ type: 'add', product: chair, quantity: 3 });
    expect(lineOf(cart, 'c1')).toMatchObject({ quantity: 4, totalPrice: 59_600 });
    expect(cart.getSnapshot().totalQuantity).toBe(4);
  });

  it('add: total quantity rises by 1 each time', () => {
    const cart = startCart();
    const totals = [phone, phone, chair].map((product) => {
      cart.send({ type: 'add', product });
      return cart.getSnapshot().totalQuantity;
    });
    expect(totals).toEqual([1, 2, 3]);
  });

  it('increase adds one', () => {
    const cart = cartWith(chair);
    cart.send({ type: 'increase', key: 'c1' });
    expect(lineOf(cart, 'c1')).toMatchObject({ quantity: 2, totalPrice: 29_800 });
    expect(cart.getSnapshot().totalQuantity).toBe(2);
  });

  it('decrease subtracts one', () => {
    const cart = cartWith(chair, chair, chair);
    cart.send({ type: 'decrease', key: 'c1' });
    expect(lineOf(cart, 'c1')).toMatchObject({ quantity: 2, totalPrice: 29_800 });
  });

  it('decrease never goes below 1', () => {
    const cart = cartWith(chair);
    cart.send({ type: 'decrease', key: 'c1' });
    cart.send({ type: 'decrease', key: 'c1' });
    expect(lineOf(cart, 'c1')).toMatchObject({ quantity: 1, totalPrice: 14_900 });
    expect(cart.getSnapshot()).toMatchObject({ totalQuantity: 1, totalAmount: 14_900 });
  });

  it('delete removes the line and its quantity', () => {
    const cart = cartWith(chair, phone, phone);
    cart.send({ type: 'delete', key: 'p1' });
    expect(cart.getSnapshot()).toEqual({
      cartItems: [{ ...chair, quantity: 1, totalPrice: 14_900 }],
      totalAmount: 14_900,
      totalQuantity: 1,
    });
  });

  it('the total amount is recomputed after every change', () => {
    const cart = startCart();
    const amounts: number[] = [];
    const record = () => amounts.push(cart.getSnapshot().totalAmount);
    cart.send({ type: 'add', product: phone });
    record();
    cart.send({ type: 'add', product: chair });
    record();
    cart.send({ type: 'increase', key: 'c1' });
    record();
    cart.send({ type: 'decrease', key: 'c1' });
    record();
    cart.send({ type: 'delete', key: 'p1' });
    record();
    expect(amounts).toEqual([59_900, 74_800, 89_700, 74_800, 14_900]);
  });

  it('clear empties the cart after an order is paid', () => {
    const cart = cartWith(chair, phone);
    cart.send({ type: 'clear' });
    expect(cart.getSnapshot()).toEqual({ cartItems: [], totalAmount: 0, totalQuantity: 0 });
  });

  it('refresh drops products that no longer exist and takes today’s prices', () => {
    const cart = cartWith(phone, phone, chair);
    cart.send({ type: 'refresh', products: new Map([['p1', { ...phone, price: 49_900 }]]) });
    expect(cart.getSnapshot()).toEqual({
      cartItems: [{ ...phone, price: 49_900, quantity: 2, totalPrice: 99_800 }],
      totalAmount: 99_800,
      totalQuantity: 2,
    });
  });

  it('starts from a stored cart', () => {
    const stored = { cartItems: [{ ...phone, quantity: 2, totalPrice: 119_800 }], totalAmount: 119_800, totalQuantity: 2 };
    expect(startCart(stored).getSnapshot()).toEqual(stored);
  });

  it('tells its subscribers each new cart until they stop listening', () => {
    const cart = startCart();
    const heard: number[] = [];
    const stop = cart.subscribe((snapshot) => heard.push(snapshot.totalQuantity));
    cart.send({ type: 'add', product: phone });
    cart.send({ type: 'add', product: chair });
    stop();
    cart.send({ type: 'clear' });
    expect(heard).toEqual([1, 2]);
  });
});
