import type { Product } from '@shop/core/products';
import { describePrice } from '@shop/core/variant-choice';
import { Link } from '../../../components/Link.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { ProductImage } from '../../../components/ProductImage.tsx';
import { StockStatus } from '../../../components/StockStatus.tsx';
import { AddToCartButton } from './AddToCartButton.tsx';
import { Rating } from './Rating.tsx';
import styles from './ProductCard.module.css';

const CARD_SIZES = '(max-width: 520px) 50vw, (max-width: 900px) 33vw, 280px';

export function ProductCard({ product, isPriority = false }: { product: Product; isPriority?: boolean }) {
  return (
    <article className={styles.card}>
      <Link to={`/shop/${product.id}`} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <ProductImage product={product} sizes={CARD_SIZES} isPriority={isPriority} className={styles.image} />
      </Link>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={`/shop/${product.id}`}>{product.productName}</Link>
        </h3>
        <p className={styles.category}>{product.category}</p>
        <p className={styles.rating}>
          <Rating avgRating={product.avgRating} ratingCount={product.ratingCount} isCompact />
        </p>
        <StockStatus stock={product.stock} className={styles.stock} />
        <div className={styles.bottom}>
          <span className={styles.price}>{describePrice(product)}</span>
          {product.options.length > 0 ? (
            // A product sold in variants is chosen on its page before it goes in the cart.
            <Link to={`/shop/${product.id}`} className={styles.add} aria-label={`Choose options of ${product.productName}`}>
              <PlusIcon />
            </Link>
          ) : (
            <AddToCartButton product={product} className={styles.add} label={`Add ${product.productName} to cart`}>
              <PlusIcon />
            </AddToCartButton>
          )}
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`skeleton ${styles.image}`} />
      <div className={styles.body}>
        <div className="skeleton" style={{ height: 18, width: '80%' }} />
        <div className="skeleton" style={{ height: 14, width: '40%', marginTop: 10 }} />
        <div className="skeleton" style={{ height: 22, width: '50%', marginTop: 14 }} />
      </div>
    </div>
  );
}
