import { formatPence } from '@shop/core/money';
import { productImageSizes } from '@shop/core/page-data';
import type { Product } from '@shop/core/products';
import { AddToCartButton } from '../cart/components/AddToCartButton.tsx';
import { ProductImage } from '../products/components/ProductImage.tsx';
import { Rating } from '../products/components/Rating.tsx';
import styles from './ProductSummary.module.css';

export function ProductSummary({ product }: { product: Product }) {
  return (
    <section className={styles.summary} aria-labelledby="product-name">
      <ProductImage product={product} sizes={productImageSizes} isPriority className={styles.image} />
      <div className={styles.details}>
        <h1 id="product-name">{product.productName}</h1>
        <Rating ratings={product.ratings} />
        <p className={styles.priceRow}>
          <span className={styles.price}>{formatPence(product.price)}</span>
          <span className={styles.category}>Category: {product.category}</span>
        </p>
        <p className={styles.short}>{product.shortDesc}</p>
        <AddToCartButton product={product} className="button">
          Add to Cart
        </AddToCartButton>
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
