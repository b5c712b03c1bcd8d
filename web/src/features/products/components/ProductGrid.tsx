import type { Product } from '@shop/core/products';
import { messages } from '@shop/core/messages';
import { HydrateLater } from '../../../first-load/hydration.tsx';
import { ProductCard, ProductCardSkeleton } from './ProductCard.tsx';
import styles from './ProductGrid.module.css';

type Props = {
  products: readonly Product[] | undefined;
  isLoading: boolean;
  error?: Error | null;
  skeletonCount?: number;
  /** The first cards are above the fold on the landing page: load their images first. */
  priorityCount?: number;
  label: string;
};

export function ProductGrid({ products, isLoading, error, skeletonCount = 4, priorityCount = 0, label }: Props) {
  if (error)
    return (
      <p className="error-text" role="alert">
        {messages.pageLoadError(error.message)}
      </p>
    );
  if (isLoading || !products) {
    return (
      <div className={styles.grid} aria-busy="true" aria-label={`Loading ${label}`}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (products.length === 0) return <p className={styles.empty}>{messages.productUnavailable}</p>;
  // A grid is the largest part of a page the server drew: the app takes each card over in a task of its own.
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <HydrateLater key={product.id}>
          <li>
            <ProductCard product={product} isPriority={index < priorityCount} />
          </li>
        </HydrateLater>
      ))}
    </ul>
  );
}
