// The cart as a state machine (SPEC.md section 4, Cart): pages send events, the rules live in core.
import { assign, setup } from 'xstate';
import { addItem, decreaseItem, deleteItem, emptyCart, increaseItem, refreshCart, type Cart, type CartProduct } from '@shop/core/cart';

export type CartEvent =
  | { type: 'add'; product: CartProduct; quantity?: number }
  | { type: 'increase'; id: string }
  | { type: 'decrease'; id: string }
  | { type: 'delete'; id: string }
  | { type: 'clear' }
  | { type: 'refresh'; products: ReadonlyMap<string, CartProduct> };

export const cartMachine = setup({
  types: { context: {} as Cart, events: {} as CartEvent, input: {} as Cart | undefined },
}).createMachine({
  id: 'cart',
  context: ({ input }) => input ?? emptyCart,
  on: {
    add: { actions: assign(({ context, event }) => addItem(context, event.product, event.quantity)) },
    increase: { actions: assign(({ context, event }) => increaseItem(context, event.id)) },
    decrease: { actions: assign(({ context, event }) => decreaseItem(context, event.id)) },
    delete: { actions: assign(({ context, event }) => deleteItem(context, event.id)) },
    clear: { actions: assign(() => emptyCart) },
    refresh: { actions: assign(({ context, event }) => refreshCart(context, event.products)) },
  },
});
