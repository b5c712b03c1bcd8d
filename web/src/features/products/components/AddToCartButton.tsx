import type { ReactNode } from 'react';
import type { Product } from '@shop/core/products';
import { useAddToCart } from '../../../state/cart/cart-store.tsx';

type Props = { product: Product; className?: string; children: ReactNode; label?: string; quantity?: number };

/** Disabled while the product is out of stock. */
export function AddToCartButton({ product, className, children, label, quantity = 1 }: Props) {
  const addToCart = useAddToCart();
  return (
    <button
      type="button"
      className={className}
      onClick={() => addToCart(product, quantity)}
      aria-label={label}
      disabled={product.stock <= 0}
    >
      {children}
    </button>
  );
}
