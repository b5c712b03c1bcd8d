import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { cartMachine } from './cart.machine.ts';

const phone = { id: 'p1', productName: 'Nova Phone', imgUrl: '/p1.webp', price: 59_900 };
const chair = { id: 'c1', productName: 'Loft Chair', imgUrl: '/c1.webp', price: 14_900 };

function startCart() {
  return createActor(cartMachine, { input: undefined }).start();
}

describe('cart machine', () => {
  it('starts empty', () => {
    expect(startCart().getSnapshot().context).toEqual({ cartItems: [], totalAmount: 0, totalQuantity: 0 });
  });

  it('adding the same product twice and another once gives 3 items over 2 lines', () => {
    const cart = startCart();
    cart.send({ type: 'add', product: phone });
    cart.send({ type: 'add', product: phone });
    cart.send({ type: 'add', product: chair });
    const { context } = cart.getSnapshot();
    expect(context.totalQuantity).toBe(3);
    expect(context.cartItems).toHaveLength(2);
    expect(context.cartItems[0]).toMatchObject({ id: 'p1', quantity: 2, totalPrice: 119_800 });
    expect(context.totalAmount).toBe(134_700);
  });

  it('increase and decrease change one line, and decrease stops at 1', () => {
    const cart = startCart();
    cart.send({ type: 'add', product: chair });
    cart.send({ type: 'increase', id: 'c1' });
    expect(cart.getSnapshot().context).toMatchObject({ totalQuantity: 2, totalAmount: 29_800 });
    cart.send({ type: 'decrease', id: 'c1' });
    cart.send({ type: 'decrease', id: 'c1' });
    expect(cart.getSnapshot().context).toMatchObject({ totalQuantity: 1, totalAmount: 14_900 });
  });

  it('delete removes the line and its quantity', () => {
    const cart = startCart();
    cart.send({ type: 'add', product: chair });
    cart.send({ type: 'add', product: phone });
    cart.send({ type: 'increase', id: 'p1' });
    cart.send({ type: 'delete', id: 'p1' });
    expect(cart.getSnapshot().context).toEqual({
      cartItems: [{ ...chair, quantity: 1, totalPrice: 14_900 }],
      totalAmount: 14_900,
      totalQuantity: 1,
    });
  });

  it('clear empties the cart after an order', () => {
    const cart = startCart();
    cart.send({ type: 'add', product: chair });
    cart.send({ type: 'clear' });
    expect(cart.getSnapshot().context.totalQuantity).toBe(0);
  });

  it('refresh drops products that no longer exist', () => {
    const cart = createActor(cartMachine, {
      input: { cartItems: [{ ...phone, quantity: 2, totalPrice: 119_800 }], totalAmount: 119_800, totalQuantity: 2 },
    }).start();
    cart.send({ type: 'refresh', products: new Map() });
    expect(cart.getSnapshot().context.totalQuantity).toBe(0);
  });
});
