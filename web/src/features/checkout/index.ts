// Paying for the cart: billing details, the card (Stripe, or the built-in test provider), and the order.
export { CheckoutView } from './components/CheckoutView.tsx';
