import type { ReactNode } from 'react';
import type { Product } from '@shop/core/products';
import { organizationStructuredData, websiteStructuredData } from '@shop/core/structured-data';
import { StructuredData } from '../components/StructuredData.tsx';
import { Countdown, Hero, homeProductLists, ServiceHighlights } from '../features/home/index.ts';
import { prefetchProducts, ProductGrid, useProducts } from '../features/products/index.ts';
import { firstScreenLoader } from '../first-load/first-screen.ts';
import { useAfterFirstPaint } from '../first-load/use-after-first-paint.ts';
import { usePageOrigin } from '../lib/page-origin.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

type SectionProps = { id: string; title: string; products: Product[] | undefined; isLoading: boolean; error: Error | null };

function ProductSection({ id, title, ...grid }: SectionProps) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 className="section-title" id={id}>
          {title}
        </h2>
        <ProductGrid {...grid} label={title} />
      </div>
    </section>
  );
}

/** A section below the first screen: drawn after the first paint, each in a task of its own. */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}

export const loader = firstScreenLoader((_args, client) => Object.values(homeProductLists).map((list) => prefetchProducts(list, client)));

/** Who runs the shop and how to search it, for search engines: the home page speaks for the whole site. */
function ShopStructuredData() {
  const origin = usePageOrigin();
  return (
    <>
      <StructuredData data={organizationStructuredData(origin)} />
      <StructuredData data={websiteStructuredData(origin)} />
    </>
  );
}

export function Component() {
  const trending = useProducts(homeProductLists.trending);
  usePageTitle('Home', undefined, { image: trending.data?.items[0]?.imgUrl });
  const mobiles = useProducts(homeProductLists.newMobiles);
  const wireless = useProducts(homeProductLists.newWireless);
  const watches = useProducts(homeProductLists.popularWatches);
  const offer = useProducts(homeProductLists.limitedOffer);
  const newArrivals = mobiles.data && wireless.data ? [...mobiles.data.items, ...wireless.data.items] : undefined;

  return (
    <>
      <ShopStructuredData />
      <Hero featured={trending.data?.items[0]} />
      <ServiceHighlights />
      <ProductSection
        id="trending-title"
        title="Trending Products"
        products={trending.data?.items}
        isLoading={trending.isPending}
        error={trending.error}
      />
      <AfterFirstPaint>
        <Countdown product={offer.data?.items[0]} />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <ProductSection
          id="arrivals-title"
          title="New Arrivals"
          products={newArrivals}
          isLoading={mobiles.isPending || wireless.isPending}
          error={mobiles.error ?? wireless.error}
        />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <ProductSection
          id="popular-title"
          title="Popular in Category"
          products={watches.data?.items}
          isLoading={watches.isPending}
          error={watches.error}
        />
      </AfterFirstPaint>
    </>
  );
}
