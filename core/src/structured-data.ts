// schema.org data that search engines read: a product page's Product and breadcrumbs, the home page's
// Organization and WebSite.
import { SHOP_NAME, STAR_MAX, STAR_MIN } from './constants.ts';
import type { Product } from './products.ts';
import { shopInfo } from './shop-info.ts';
import { formatAverageRating } from './rating.ts';
import { stockLevel, type StockLevel } from './stock.ts';

const isAbsolute = (url: string) => /^https?:\/\//.test(url);

const AVAILABILITY: Record<StockLevel, string> = {
  in_stock: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
};

/** A product as schema.org Product JSON-LD: name, picture, category, price in pounds, availability and rating. */
export function productStructuredData(product: Product, origin: string) {
  const ratingValue = formatAverageRating(product);
  const pageUrl = `${origin}/shop/${product.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    description: product.shortDesc,
    image: isAbsolute(product.imgUrl) ? product.imgUrl : `${origin}${product.imgUrl}`,
    category: product.category,
    sku: product.id,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: (product.price / 100).toFixed(2),
      priceCurrency: 'GBP',
      availability: AVAILABILITY[stockLevel(product.stock)],
    },
    ...(ratingValue && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue,
        reviewCount: product.ratingCount,
        bestRating: STAR_MAX,
        worstRating: STAR_MIN,
      },
    }),
  };
}

/** One step of a page's trail: its name and the path it opens. */
export type Breadcrumb = { name: string; path: string };

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Home > Shop > Category > Product; the category step opens the shop filtered to it. */
export function productBreadcrumbs(product: Pick<Product, 'id' | 'productName' | 'category'>): Breadcrumb[] {
  return [
    { name: 'Home', path: '/home' },
    { name: 'Shop', path: '/shop' },
    { name: capitalised(product.category), path: `/shop?category=${product.category}` },
    { name: product.productName, path: `/shop/${product.id}` },
  ];
}

/** The trail as schema.org BreadcrumbList JSON-LD (https://schema.org/BreadcrumbList). */
export function breadcrumbStructuredData(trail: readonly Breadcrumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}

/** The shop as schema.org Organization JSON-LD (https://schema.org/Organization), for the home page. */
export function organizationStructuredData(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP_NAME,
    url: `${origin}/home`,
    logo: `${origin}/favicon.svg`,
    email: shopInfo.email,
    telephone: shopInfo.phone,
    address: shopInfo.address,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: shopInfo.email, telephone: shopInfo.phone },
  };
}

/** The site as schema.org WebSite JSON-LD, with the shop's search (https://schema.org/SearchAction). */
export function websiteStructuredData(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: `${origin}/home`,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin}/shop?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}
