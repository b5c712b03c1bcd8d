import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { CartProvider, useAddToCart } from './cart-store.tsx';

// The toast is not this test's: its container would load react-toastify after the test has ended.
vi.mock('../../lib/toast.ts', () => ({ notify: vi.fn() }));

const product = { id: 'p1', productName: 'Halden Three-Seat Sofa', imgUrl: '/files/p1/640.webp', price: 89_900, stock: 4 };

function AddButton() {
  const addToCart = useAddToCart();
  return (
    <button type="button" onClick={() => addToCart(product)}>
      Add to Cart
    </button>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

it('keeps an item added the moment the cart is drawn, before its effects have run', () => {
  // A click held while a drawn page was taken over is replayed as soon as the takeover ends.
  const root = document.createElement('div');
  document.body.append(root);
  createRoot(root).render(
    <CartProvider>
      <AddButton />
    </CartProvider>,
  );
  root.querySelector('button')?.click();
  expect(JSON.parse(localStorage.getItem('multimart.cart') ?? 'null')).toMatchObject({ totalQuantity: 1 });
});
