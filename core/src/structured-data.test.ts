import { describe, expect, it } from 'vitest';
import type { Product } from './products.ts';
import {
  breadcrumbStructuredData,
  organizationStructuredData,
  productBreadcrumbs,
  productStructuredData,
  websiteStructuredData,
} from './structured-data.ts';

const lamp: Product = {
  id: '5b0d6a4e-2f7c-4a53-9c57-0d6f0e8f1a21',
  productName: 'Arc Floor Lamp',
  shortDesc: 'A tall brass lamp.',
  description: 'A tall brass lamp for reading corners.',
  category: 'sofa',
  price: 12950,
  imgUrl: '/files/lamp.webp',
  imgSrcSet: '',
  pictures: [],
  ratingCount: 3,
  avgRating: 13 / 3,
  stock: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
  options: [],
  variants: [],
};
const ORIGIN = 'https://shop.example';
const PAGE = `${ORIGIN}/shop/${lamp.id}`;

describe('productStructuredData', () => {
  it('offers the price in pounds with two decimals, in GBP, in stock', () => {
    expect(productStructuredData(lamp, ORIGIN).offers).toEqual({
      '@type': 'Offer',
      url: PAGE,
      price: '129.50',
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
    });
  });

  it('says when only a few are left, and when none are', () => {
    expect(productStructuredData({ ...lamp, stock: 2 }, ORIGIN).offers.availability).toBe('https://schema.org/LimitedAvailability');
    expect(productStructuredData({ ...lamp, stock: 0 }, ORIGIN).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('rates the product on the 1 to 5 scale with its number of reviews', () => {
    expect(productStructuredData(lamp, ORIGIN).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.33',
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('leaves the rating out while the product is not rated yet', () => {
    expect(productStructuredData({ ...lamp, ratingCount: 0, avgRating: 0 }, ORIGIN)).not.toHaveProperty('aggregateRating');
  });

  it('names the picture by its full address', () => {
    expect(productStructuredData(lamp, ORIGIN).image).toBe('https://shop.example/files/lamp.webp');
  });
});

describe('productBreadcrumbs', () => {
  it('leads Home > Shop > Category > Product, the category opening the shop filtered', () => {
    expect(productBreadcrumbs(lamp)).toEqual([
      { name: 'Home', path: '/home' },
      { name: 'Shop', path: '/shop' },
      { name: 'Sofa', path: '/shop?category=sofa' },
      { name: 'Arc Floor Lamp', path: `/shop/${lamp.id}` },
    ]);
  });
});

describe('breadcrumbStructuredData', () => {
  it('lists each step as a schema.org ListItem with its position and absolute address', () => {
    const data = breadcrumbStructuredData(productBreadcrumbs(lamp), ORIGIN);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/home` });
    expect(data.itemListElement[3]).toEqual({ '@type': 'ListItem', position: 4, name: 'Arc Floor Lamp', item: PAGE });
  });
});

describe('the shop as schema.org Organization and WebSite', () => {
  it('names the shop, its logo and contact at the given origin', () => {
    expect(organizationStructuredData('https://shop.example')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Multimart',
      url: 'https://shop.example/home',
      logo: 'https://shop.example/favicon.svg',
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: 'support@multimart.example' },
    });
  });

  it('offers the shop search to search engines', () => {
    expect(websiteStructuredData('https://shop.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Multimart',
      url: 'https://shop.example/home',
      potentialAction: {
        '@type': 'SearchAction',
        target: 'https://shop.example/shop?q={search_term_string}',
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
