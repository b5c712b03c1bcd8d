import type { ReactNode } from 'react';
import type { Product } from '@shop/core/products';
import { messages } from '@shop/core/messages';
import { notify } from '../../../lib/toast.ts';
import { useCartActions } from '../cart-store.tsx';

type Props = { product: Product; className?: string; children: ReactNode; label?: string };

export function AddToCartButton({ product, className, children, label }: Props) {
  const send = useCartActions();
  const addToCart = () => {
    const { id, productName, imgUrl, price } = product;
    send({ type: 'add', product: { id, productName, imgUrl, price } });
    notify('success', messages.addedToCart);
  };
  return (
    <button type="button" className={className} onClick={addToCart} aria-label={label}>
      {children}
    </button>
  );
}
