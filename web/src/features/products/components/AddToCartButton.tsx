import type { ReactNode } from 'react';
import type { Product } from '@shop/core/products';
import { useAddToCart } from '../../../state/cart/cart-store.tsx';

type Props = { product: Product; className?: string; children: ReactNode; label?: string };

/** Disabled while the product is out of stock. */
export function AddToCartButton({ product, className, children, label }: Props) {
  const addToCart = useAddToCart();
  return (
    <button type="button" className={className} onClick={() => addToCart(product)} aria-label={label} disabled={product.stock <= 0}>
      {children}
    </button>
  );
}
