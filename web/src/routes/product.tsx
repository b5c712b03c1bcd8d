import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { SHOP_NAME } from '@shop/core/constants';
import { messages } from '@shop/core/messages';
import { formatPence } from '@shop/core/money';
import type { Product } from '@shop/core/products';
import { productBreadcrumbs, productStructuredData } from '@shop/core/structured-data';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Link } from '../components/Link.tsx';
import { StructuredData } from '../components/StructuredData.tsx';
import { Tabs } from '../components/Tabs.tsx';
import {
  ProductGrid,
  ProductSummary,
  prefetchProduct,
  ProductSummarySkeleton,
  RecentlyViewed,
  useProduct,
  useProducts,
} from '../features/products/index.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { firstScreenLoader } from '../first-load/first-screen.ts';
import { useIsHydrated } from '../first-load/hydration.tsx';
import { usePageOrigin } from '../lib/page-origin.ts';
import { rememberViewed } from '../lib/recently-viewed.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

const RELATED_COUNT = 4;

// The reviews (their form, validation and state machine) load when their tab is about to open, not with the
// page: they start in a hidden tab, and loading them with the page was main-thread work on every product view.
const loadReviews = () => import('../features/reviews/index.ts');
const ReviewsPanel = lazy(() => loadReviews().then((module) => ({ default: module.ReviewsPanel })));

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

/** The product could not be loaded: the specification's "Error: {message}" in words a shopper understands, and a way on. */
function ProductLoadError({ error }: { error: Error }) {
  const isBrokenLink = error instanceof ApiRequestError && error.status === 400;
  return (
    <div className="section">
      <h1>{isBrokenLink ? 'This product link is broken' : 'Something went wrong'}</h1>
      <p className="error-text" role="alert">
        {messages.pageLoadError(isBrokenLink ? messages.productLinkBroken : messages.productLoadFailed)}
      </p>
      <p>
        <Link to="/shop" className="button">
          Back to the shop
        </Link>
      </p>
    </div>
  );
}

/** schema.org Product data for search engines. */
function ProductStructuredData({ product }: { product: Product }) {
  return <StructuredData data={productStructuredData(product, usePageOrigin())} />;
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

export const loader = firstScreenLoader(({ params }, client) => [prefetchProduct(params.id ?? '', client)]);

export function Component() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  usePageTitle(
    product.data?.productName ?? (product.isPending ? undefined : 'Product'),
    product.data && `${product.data.productName}: ${product.data.shortDesc} ${formatPence(product.data.price)} at ${SHOP_NAME}.`,
    { image: product.data?.imgUrl, type: 'product' },
  );

  const isHydrated = useIsHydrated();
  const viewedId = product.data?.id;
  useEffect(() => {
    if (viewedId) rememberViewed(viewedId);
  }, [viewedId]);

  let content;
  if (product.error instanceof ApiRequestError && product.error.status === 404) content = <ProductNotFound />;
  else if (product.error) content = <ProductLoadError error={product.error} />;
  else if (!product.data) content = <ProductSummarySkeleton />;
  else
    content = (
      <>
        <ProductStructuredData product={product.data} />
        <Breadcrumbs trail={productBreadcrumbs(product.data)} />
        <ProductSummary product={product.data} />
        <Tabs
          label="Product information"
          tabs={[
            { id: 'description', label: 'Description', panel: <p>{product.data.description}</p> },
            {
              id: 'reviews',
              label: `Reviews (${product.data.ratingCount})`,
              onIntent: loadReviews,
              panel: (
                <Suspense fallback={<p role="status">Loading reviews...</p>}>
                  <ReviewsPanel productId={product.data.id} />
                </Suspense>
              ),
            },
          ]}
        />
        <RelatedProducts product={product.data} />
        {/* This browser's own list: drawn once the app has taken over a page the server drew. */}
        {isHydrated && <RecentlyViewed key={product.data.id} excludeIds={[product.data.id]} />}
      </>
    );

  return <div className="container">{content}</div>;
}
