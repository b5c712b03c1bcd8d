import type { Product } from '@shop/core/products';

type Props = {
  product: Pick<Product, 'imgUrl' | 'imgSrcSet' | 'productName'>;
  /** The rendered width, for the browser to pick the smallest variant that is sharp enough. */
  sizes: string;
  isPriority?: boolean;
  className?: string;
};

export function ProductImage({ product, sizes, isPriority = false, className }: Props) {
  return (
    <img
      className={className}
      src={product.imgUrl}
      srcSet={product.imgSrcSet || undefined}
      sizes={sizes}
      alt={product.productName}
      width="640"
      height="640"
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
