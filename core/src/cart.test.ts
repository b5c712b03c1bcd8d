import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartLineKey,
  decreaseItem,
  deleteItem,
  emptyCart,
  increaseItem,
  MAX_LINE_QUANTITY,
  quantityInCart,
  refreshCart,
  repairCart,
  type CartProduct,
} from './cart.ts';

const sofa: CartProduct = { id: 'sofa-1', productName: 'Oslo Sofa', imgUrl: '/files/sofa.webp', price: 49_900 };
const watch: CartProduct = { id: 'watch-1', productName: 'Tide Watch', imgUrl: '/files/watch.webp', price: 12_950 };

describe('cart rules', () => {
  it('adds a new line with quantity 1 and its price as line total', () => {
    const cart = addItem(emptyCart, sofa);
    expect(cart.cartItems).toEqual([{ ...sofa, quantity: 1, totalPrice: 49_900 }]);
    expect(cart).toMatchObject({ totalQuantity: 1, totalAmount: 49_900 });
  });

  it('raises the quantity and line total when the product is already in the cart', () => {
    const cart = addItem(addItem(emptyCart, sofa), sofa);
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]).toMatchObject({ quantity: 2, totalPrice: 99_800 });
    expect(cart).toMatchObject({ totalQuantity: 2, totalAmount: 99_800 });
  });

  it('adds several at once, to a new line or to the line already there', () => {
    const cart = addItem(addItem(emptyCart, sofa, 3), sofa, 2);
    expect(cart.cartItems).toEqual([{ ...sofa, quantity: 5, totalPrice: 249_500 }]);
    expect(cart).toMatchObject({ totalQuantity: 5, totalAmount: 249_500 });
  });

  it('never holds more of a line than one order may buy', () => {
    const full = addItem(emptyCart, watch, MAX_LINE_QUANTITY + 5);
    expect(full.cartItems[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(addItem(full, watch).cartItems[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(increaseItem(full, watch.id).cartItems[0]).toMatchObject({
      quantity: MAX_LINE_QUANTITY,
      totalPrice: MAX_LINE_QUANTITY * watch.price,
    });
  });

  it('never holds more of a line than are in stock, however often the product is added', () => {
    const three = addItem(addItem(emptyCart, sofa, 2, 3), sofa, 2, 3);
    expect(three.cartItems).toEqual([{ ...sofa, quantity: 3, totalPrice: 3 * sofa.price }]);
    expect(addItem(three, sofa, 1, 3)).toEqual(three);
    expect(addItem(emptyCart, sofa, 5, 3).cartItems[0]?.quantity).toBe(3);
    expect(addItem(emptyCart, sofa, 1, 0)).toEqual(emptyCart);
  });

  it('ignores a quantity that is not a whole number of at least 1', () => {
    for (const quantity of [0, -2, 1.5, Number.NaN]) expect(addItem(emptyCart, sofa, quantity)).toEqual(emptyCart);
  });

  it('increase adds one and decrease subtracts one', () => {
    const cart = increaseItem(addItem(emptyCart, watch), watch.id);
    expect(cart.cartItems[0]?.quantity).toBe(2);
    expect(decreaseItem(cart, watch.id).cartItems[0]?.quantity).toBe(1);
  });

  it('never decreases below 1', () => {
    const cart = decreaseItem(decreaseItem(addItem(emptyCart, watch), watch.id), watch.id);
    expect(cart.cartItems[0]).toMatchObject({ quantity: 1, totalPrice: 12_950 });
    expect(cart.totalQuantity).toBe(1);
  });

  it('delete removes the line and its quantity and recomputes the total', () => {
    const cart = deleteItem(addItem(addItem(addItem(emptyCart, sofa), watch), watch), watch.id);
    expect(cart.cartItems.map((item) => item.id)).toEqual([sofa.id]);
    expect(cart).toMatchObject({ totalQuantity: 1, totalAmount: 49_900 });
  });
});

describe('repairCart', () => {
  it('restores a well-formed stored cart and recomputes totals rather than trusting them', () => {
    const stored = { cartItems: [{ ...sofa, quantity: 2, totalPrice: 1 }], totalAmount: 5, totalQuantity: 9 };
    expect(repairCart(stored)).toEqual({
      cartItems: [{ ...sofa, quantity: 2, totalPrice: 99_800 }],
      totalAmount: 99_800,
      totalQuantity: 2,
    });
  });

  it('drops malformed lines and merges duplicates', () => {
    const stored = {
      cartItems: [
        { ...sofa, quantity: 1 },
        { ...sofa, quantity: 2 },
        { id: 'x' },
        null,
        { ...watch, quantity: 0 },
        { ...watch, price: -1, quantity: 1 },
      ],
    };
    expect(repairCart(stored)).toMatchObject({ totalQuantity: 3, totalAmount: 149_700 });
  });

  it('answers an empty cart for anything that is not a cart', () => {
    for (const junk of [null, 'cart', 42, [], { cartItems: 'no' }]) expect(repairCart(junk)).toEqual(emptyCart);
  });
});

describe('refreshCart', () => {
  it('drops products that no longer exist and takes current prices', () => {
    const cart = addItem(addItem(emptyCart, sofa), watch);
    const refreshed = refreshCart(cart, new Map([[sofa.id, { ...sofa, price: 45_000 }]]));
    expect(refreshed).toEqual({
      cartItems: [{ ...sofa, price: 45_000, quantity: 1, totalPrice: 45_000 }],
      totalAmount: 45_000,
      totalQuantity: 1,
    });
  });
});

describe('lines of a product sold in variants', () => {
  const oatmeal: CartProduct = { ...sofa, variantId: 'v-oat', variantLabel: 'Oatmeal' };
  const charcoal: CartProduct = { ...sofa, variantId: 'v-char', variantLabel: 'Charcoal', price: 59_900 };

  it('keeps one line per variant, each with its own price, found by its line key', () => {
    const cart = addItem(addItem(addItem(emptyCart, oatmeal), charcoal), oatmeal);
    expect(cart.cartItems.map((item) => [cartLineKey(item), item.variantLabel, item.quantity, item.totalPrice])).toEqual([
      ['sofa-1:v-oat', 'Oatmeal', 2, 99_800],
      ['sofa-1:v-char', 'Charcoal', 1, 59_900],
    ]);
    expect(quantityInCart(cart, cartLineKey(oatmeal))).toBe(2);
    const fewer = deleteItem(increaseItem(cart, cartLineKey(charcoal)), cartLineKey(oatmeal));
    expect(fewer.cartItems).toEqual([{ ...charcoal, quantity: 2, totalPrice: 119_800 }]);
  });

  it('survives a reload with its variant, and a refresh takes the variant’s current price or drops a variant no longer sold', () => {
    const cart = addItem(addItem(emptyCart, oatmeal), charcoal);
    const reloaded = repairCart(JSON.parse(JSON.stringify(cart)));
    expect(reloaded).toEqual(cart);
    const refreshed = refreshCart(reloaded, new Map([[cartLineKey(oatmeal), { ...oatmeal, price: 45_000 }]]));
    expect(refreshed.cartItems).toEqual([{ ...oatmeal, price: 45_000, quantity: 1, totalPrice: 45_000 }]);
  });
});
