import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '@shop/core/cart';
import type { Product } from '@shop/core/products';
import type { ProductVariant } from '@shop/core/variants';
import { QuantityStepper } from '../../../components/QuantityStepper.tsx';
import { AddToCartButton } from './AddToCartButton.tsx';
import styles from './ProductSummary.module.css';

/** How many, up to what is in stock, and Add to Cart; out of stock leaves only the disabled button. */
export function PurchaseControls({ product, variant, stock }: { product: Product; variant: ProductVariant | undefined; stock: number }) {
  const [quantity, setQuantity] = useState(1);
  const max = Math.min(stock, MAX_LINE_QUANTITY);
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
      <AddToCartButton product={product} variant={variant} quantity={Math.min(quantity, max)} className="button">
        Add to Cart
      </AddToCartButton>
    </div>
  );
}
