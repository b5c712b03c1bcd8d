import type { ReactNode } from 'react';
import type { Product } from '@shop/core/products';
import type { ProductVariant } from '@shop/core/variants';
import { unitPrice, variantLabel } from '@shop/core/variant-choice';
import { useAddToCart } from '../../../state/cart/cart-store.tsx';

type Props = {
  product: Product;
  /** The variant chosen, for a product sold in variants. */
  variant?: ProductVariant | undefined;
  className?: string;
  children: ReactNode;
  label?: string;
  quantity?: number;
};

/** Disabled while the product (or the variant chosen) is out of stock, and while a product sold in variants has none chosen. */
export function AddToCartButton({ product, variant, className, children, label, quantity = 1 }: Props) {
  const addToCart = useAddToCart();
  const { id, productName, imgUrl } = product;
  const stock = variant ? variant.stock : product.options.length ? 0 : product.stock;
  const add = () =>
    addToCart(
      variant
        ? {
            id,
            productName,
            imgUrl,
            price: unitPrice(product, variant),
            variantId: variant.id,
            variantLabel: variantLabel(variant.values),
            stock,
          }
        : { id, productName, imgUrl, price: product.price, stock },
      quantity,
    );
  return (
    <button type="button" className={className} onClick={add} aria-label={label} disabled={stock <= 0}>
      {children}
    </button>
  );
}
