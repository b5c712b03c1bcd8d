import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messages } from '@shop/core/messages';
import type { Product } from '@shop/core/products';
import { useProduct, useProducts } from '../features/products/api/products.ts';
import { ProductGrid } from '../features/products/components/ProductGrid.tsx';
import { ProductSummary, ProductSummarySkeleton } from '../features/product-detail/ProductSummary.tsx';
import { ProductTabs } from '../features/product-detail/ProductTabs.tsx';
import { ApiRequestError } from '../lib/api-client.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

const RELATED_COUNT = 4;

// The reviews (their form, validation and state machine) load after the product shows: they start in a
// hidden tab, and the product's first paint should not wait for them.
const ReviewsPanel = lazy(() => import('../features/reviews/ReviewsPanel.tsx').then((module) => ({ default: module.ReviewsPanel })));

function RelatedProducts({ product }: { product: Product }) {
  const related = useProducts({ category: product.category, sort: 'trending', pageSize: RELATED_COUNT + 1 });
  const items = related.data?.items.filter((item) => item.id !== product.id).slice(0, RELATED_COUNT);
  return (
    <section className="section" aria-labelledby="related-title">
      <h2 className="section-title" id="related-title">
        You might also like
      </h2>
      <ProductGrid products={items} isLoading={related.isPending} error={related.error} label="Related products" />
    </section>
  );
}

function ProductNotFound() {
  useEffect(() => console.warn(messages.noProducts), []);
  return (
    <div className="section" role="alert">
      <h1>We could not find that product</h1>
      <p>
        It may have been removed. <Link to="/shop">Browse the shop</Link>
      </p>
    </div>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  usePageTitle(product.data?.productName ?? (product.isPending ? undefined : 'Product'));

  let content;
  if (product.error instanceof ApiRequestError && product.error.status === 404) content = <ProductNotFound />;
  else if (product.error)
    content = (
      <p className="section error-text" role="alert">
        {messages.pageLoadError(product.error.message)}
      </p>
    );
  else if (!product.data) content = <ProductSummarySkeleton />;
  else
    content = (
      <>
        <ProductSummary product={product.data} />
        <ProductTabs
          tabs={[
            { id: 'description', label: 'Description', panel: <p>{product.data.description}</p> },
            {
              id: 'reviews',
              label: `Reviews (${product.data.ratings.length})`,
              panel: (
                <Suspense fallback={<p role="status">Loading reviews...</p>}>
                  <ReviewsPanel productId={product.data.id} />
                </Suspense>
              ),
            },
          ]}
        />
        <RelatedProducts product={product.data} />
      </>
    );

  return <div className="container">{content}</div>;
}
