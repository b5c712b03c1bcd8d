import { formatPence } from '@shop/core/money';
import type { Product } from '@shop/core/products';
import { ProductImage } from '../../../components/ProductImage.tsx';
import { StockStatus } from '../../../components/StockStatus.tsx';
import { PRODUCT_IMAGE_SIZES } from '../image-sizes.ts';
import { DeliveryEstimate } from './DeliveryEstimate.tsx';
import { PurchaseControls } from './PurchaseControls.tsx';
import { Rating } from './Rating.tsx';
import styles from './ProductSummary.module.css';

export function ProductSummary({ product }: { product: Product }) {
  return (
    <section className={styles.summary} aria-labelledby="product-name">
      <ProductImage product={product} sizes={PRODUCT_IMAGE_SIZES} isPriority className={styles.image} />
      <div className={styles.details}>
        <h1 id="product-name">{product.productName}</h1>
        <Rating ratings={product.ratings} />
        <p className={styles.priceRow}>
          <span className={styles.price}>{formatPence(product.price)}</span>
          <span className={styles.category}>Category: {product.category}</span>
        </p>
        <p className={styles.short}>{product.shortDesc}</p>
        <p className={styles.stock} aria-live="polite">
          <StockStatus stock={product.stock} />
        </p>
        <PurchaseControls key={product.id} product={product} />
        <DeliveryEstimate category={product.category} />
      </div>
    </section>
  );
}

export function ProductSummarySkeleton() {
  return (
    <div className={styles.summary} aria-busy="true" aria-label="Loading product">
      <div className={`skeleton ${styles.image}`} />
      <div className={styles.details}>
        <div className="skeleton" style={{ height: 36, width: '70%' }} />
        <div className="skeleton" style={{ height: 20, width: '40%' }} />
        <div className="skeleton" style={{ height: 28, width: '30%' }} />
        <div className="skeleton" style={{ height: 60, width: '90%' }} />
      </div>
    </div>
  );
}
