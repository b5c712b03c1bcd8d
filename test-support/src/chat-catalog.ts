// A small in-memory catalogue for chat tests: two or three products per category with known prices and ratings.
import type { CatalogPort, CatalogProduct } from '@shop/functions/chat';

let nextId = 1;

export function sampleProduct(
  overrides: Partial<CatalogProduct> & Pick<CatalogProduct, 'productName' | 'category' | 'price'>,
): CatalogProduct {
  return {
    id: `p${nextId++}`,
    avgRating: 0,
    ratingsCount: 0,
    stock: 20,
    shortDesc: `A fine ${overrides.category}.`,
    description: '',
    options: [],
    variants: [],
    ...overrides,
  };
}

export const sampleProducts: CatalogProduct[] = [
  sampleProduct({ productName: 'Stone and Beam Westview Sofa', category: 'sofa', price: 89900, avgRating: 4.6, ratingsCount: 12 }),
  sampleProduct({ productName: 'Rivet Bigelow Modern Sofa', category: 'sofa', price: 64900, avgRating: 4.1, ratingsCount: 8 }),
  sampleProduct({ productName: 'Nimbus Phone 12', category: 'mobile', price: 79900, avgRating: 4.4, ratingsCount: 30 }),
  sampleProduct({ productName: 'Orbit Lite Smartphone', category: 'mobile', price: 19900, avgRating: 3.9, ratingsCount: 5 }),
  sampleProduct({ productName: 'Baltsar Lounge Chair', category: 'chair', price: 12900, avgRating: 4.8, ratingsCount: 20 }),
  sampleProduct({ productName: 'Kerry Dining Chair', category: 'chair', price: 4500, avgRating: 3.5, ratingsCount: 2 }),
  sampleProduct({ productName: 'Meridian Chronograph Watch', category: 'watch', price: 24900, avgRating: 4.9, ratingsCount: 14 }),
  sampleProduct({ productName: 'Pulse Fitness Watch', category: 'watch', price: 7999, avgRating: 4.2, ratingsCount: 9 }),
  sampleProduct({ productName: 'Classic Field Watch', category: 'watch', price: 12999, avgRating: 0, ratingsCount: 0 }),
  sampleProduct({ productName: 'Echo Wireless Earbuds', category: 'wireless', price: 5999, avgRating: 4.3, ratingsCount: 40 }),
  sampleProduct({ productName: 'Pebble Buds Pro', category: 'wireless', price: 8999, avgRating: 4.5, ratingsCount: 11 }),
  sampleProduct({ productName: 'Aria Noise-Cancelling Headphones', category: 'wireless', price: 24999, avgRating: 4.7, ratingsCount: 25 }),
  sampleProduct({ productName: 'Kensington Leather Chesterfield', category: 'sofa', price: 149900, avgRating: 4.4, ratingsCount: 6 }),
  sampleProduct({ productName: 'Ergo Mesh Office Chair', category: 'chair', price: 19900, avgRating: 4.2, ratingsCount: 15 }),
];

export function memoryCatalog(products: CatalogProduct[] = sampleProducts): CatalogPort {
  return { products: async () => products };
}
