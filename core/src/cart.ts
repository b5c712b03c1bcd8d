// Cart rules (docs/spec.md, States and transitions: Cart): pure functions over integer pence, used by the web cart store.

/**
 * What goes into the cart: `id` is the product's; a product sold in variants also names the variant chosen
 * ("Oatmeal"), and each variant is a line of its own at its own price.
 */
export type CartProduct = { id: string; productName: string; imgUrl: string; price: number; variantId?: string; variantLabel?: string };
export type CartItem = CartProduct & { quantity: number; totalPrice: number };

/** A line's key in the cart: the product's id, or the product's and the variant's. */
export const cartLineKey = (line: Pick<CartProduct, 'id' | 'variantId'>): string =>
  line.variantId ? `${line.id}:${line.variantId}` : line.id;
export type Cart = { cartItems: CartItem[]; totalAmount: number; totalQuantity: number };

export const emptyCart: Cart = { cartItems: [], totalAmount: 0, totalQuantity: 0 };

/** The most of one product an order may buy (POST /api/orders refuses more); the cart holds no more. */
export const MAX_LINE_QUANTITY = 99;

function withTotals(cartItems: CartItem[]): Cart {
  return {
    cartItems,
    totalAmount: cartItems.reduce((sum, item) => sum + item.totalPrice, 0),
    totalQuantity: cartItems.reduce((sum, item) => sum + item.quantity, 0),
  };
}

function withQuantity(item: CartItem, quantity: number, most = MAX_LINE_QUANTITY): CartItem {
  const capped = Math.min(quantity, most, MAX_LINE_QUANTITY);
  return { ...item, quantity: capped, totalPrice: item.price * capped };
}

function updateItem(cart: Cart, key: string, change: (item: CartItem) => CartItem): Cart {
  return withTotals(cart.cartItems.map((item) => (cartLineKey(item) === key ? change(item) : item)));
}

/** How many of a line (a product, or one variant of it) the cart holds. */
export const quantityInCart = (cart: Cart, key: string): number => cart.cartItems.find((item) => cartLineKey(item) === key)?.quantity ?? 0;

/** The line's fields, without a variant's for a product sold without variants. */
function lineOf({ id, productName, imgUrl, price, variantId, variantLabel }: CartProduct, quantity: number): CartItem {
  const line: CartItem = { id, productName, imgUrl, price, quantity, totalPrice: 0 };
  if (variantId) Object.assign(line, { variantId, variantLabel: variantLabel ?? '' });
  return withQuantity(line, quantity);
}

/**
 * Already in the cart: its quantity goes up by `quantity`; otherwise a new line of that quantity. Never to
 * more than `stock`, the units left (a line already holding them all is left as it is).
 */
export function addItem(cart: Cart, product: CartProduct, quantity = 1, stock = MAX_LINE_QUANTITY): Cart {
  if (!Number.isInteger(quantity) || quantity < 1 || stock < 1) return cart;
  const key = cartLineKey(product);
  if (quantityInCart(cart, key) > 0) {
    return updateItem(cart, key, (item) => withQuantity(item, item.quantity + quantity, Math.max(stock, item.quantity)));
  }
  return withTotals([...cart.cartItems, withQuantity(lineOf(product, quantity), quantity, stock)]);
}

export function increaseItem(cart: Cart, key: string): Cart {
  return updateItem(cart, key, (item) => withQuantity(item, item.quantity + 1));
}

/** Subtracts one but never goes below 1. */
export function decreaseItem(cart: Cart, key: string): Cart {
  return updateItem(cart, key, (item) => withQuantity(item, Math.max(1, item.quantity - 1)));
}

export function deleteItem(cart: Cart, key: string): Cart {
  return withTotals(cart.cartItems.filter((item) => cartLineKey(item) !== key));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** A stored line, if it has every field with a sensible value. Kept free of zod: it ships on every page. */
function readStoredItem(line: unknown): CartItem | null {
  if (!isRecord(line)) return null;
  const { id, productName, imgUrl, price, quantity, variantId, variantLabel } = line;
  if (typeof id !== 'string' || id === '' || typeof productName !== 'string' || typeof imgUrl !== 'string') return null;
  if (!isWhole(price, 0, 100_000_000) || !isWhole(quantity, 1, 999)) return null;
  if (variantId === undefined) return lineOf({ id, productName, imgUrl, price }, quantity);
  if (typeof variantId !== 'string' || variantId === '' || typeof variantLabel !== 'string') return null;
  return lineOf({ id, productName, imgUrl, price, variantId, variantLabel }, quantity);
}

/**
 * Rebuilds a cart from stored data that may be malformed or stale: bad lines are dropped, duplicate
 * lines merged, and totals recomputed (never trusted from storage).
 */
export function repairCart(stored: unknown): Cart {
  const lines = isRecord(stored) && Array.isArray(stored.cartItems) ? stored.cartItems : [];
  const byId = new Map<string, CartItem>();
  for (const line of lines) {
    const item = readStoredItem(line);
    if (!item) continue;
    const existing = byId.get(cartLineKey(item));
    byId.set(cartLineKey(item), existing ? withQuantity(existing, existing.quantity + item.quantity) : item);
  }
  return withTotals([...byId.values()]);
}

/**
 * Keeps only the lines whose product (and variant) is still sold, with today's name, picture and price;
 * `current` holds them by line key.
 */
export function refreshCart(cart: Cart, current: ReadonlyMap<string, CartProduct>): Cart {
  const cartItems: CartItem[] = [];
  for (const item of cart.cartItems) {
    const product = current.get(cartLineKey(item));
    if (product) cartItems.push(lineOf(product, item.quantity));
  }
  return withTotals(cartItems);
}
