// The cart page: its lines, quantities and subtotal, kept in step with the catalogue. The cart itself is
// shared state (state/cart), since the header, product cards and checkout use it too.
export { useCartRefresh, type CartStock } from './api/use-cart-refresh.ts';
export { CartView } from './components/CartView.tsx';
export { EmptyCart } from './components/EmptyCart.tsx';
