import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '@shop/core/cart';
import type { Product } from '@shop/core/products';
import { QuantityStepper } from '../../../components/QuantityStepper.tsx';
import { AddToCartButton } from './AddToCartButton.tsx';
import styles from './ProductSummary.module.css';

/** How many, up to what is in stock, and Add to Cart; out of stock leaves only the disabled button. */
export function PurchaseControls({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const max = Math.min(product.stock, MAX_LINE_QUANTITY);
  return (
    <div className={styles.purchase}>
      {max > 0 && (
        <QuantityStepper
          productName={product.productName}
          quantity={Math.min(quantity, max)}
          max={max}
          onDecrease={() => setQuantity((current) => Math.max(1, current - 1))}
          onIncrease={() => setQuantity((current) => Math.min(max, current + 1))}
        />
      )}
      <AddToCartButton product={product} quantity={Math.min(quantity, max)} className="button">
        Add to Cart
      </AddToCartButton>
    </div>
  );
}
