import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/core/products';
import { productPageData } from './page-data.ts';

const { compact, expand } = productPageData;

const PRODUCT_ID = '76c66d9d-4760-48df-a131-fd5576959cf5';
const key = ['products', 'detail', PRODUCT_ID] as const;

function picture(id: string, alt: string) {
  const dir = `/files/products/${PRODUCT_ID}/${id}`;
  return { id, imgUrl: `${dir}/640.webp`, imgSrcSet: `${dir}/320.webp 320w, ${dir}/640.webp 640w, ${dir}/960.webp 960w`, alt };
}

function galleryProduct(): Product {
  const pictures = ['b13bdb7b-b9a6-414a-bd95-6c8f13689be6', '97454d5c-543a-486f-b9f5-ee06a39ead8a'].map((id, index) =>
    picture(id, `Sofa, view ${index + 1}`),
  );
  return {
    id: PRODUCT_ID,
    productName: 'Halden sofa',
    shortDesc: 'A sofa.',
    description: 'A three-seat sofa.',
    category: 'sofa',
    price: 89_900,
    imgUrl: pictures[0]!.imgUrl,
    imgSrcSet: pictures[0]!.imgSrcSet,
    avgRating: 0,
    stock: 7,
    options: [{ name: 'Colour', values: ['Oatmeal', 'Navy'] }],
    createdAt: '2026-11-29T15:11:20.130Z',
    ratingCount: 0,
    variants: [
      { id: 'c8e64e06-bcd0-4a36-9487-8f99b5ce5e75', sku: 'HALDEN-OATMEAL', values: ['Oatmeal'], stock: 7, price: null },
      { id: '7a643d2c-e54d-495c-b0f6-9346d82e0283', sku: 'HALDEN-NAVY', values: ['Navy'], stock: 0, price: 99_900 },
    ],
    pictures,
  } as Product;
}

const roundTrip = (data: unknown) => expand(key, JSON.parse(JSON.stringify(compact(key, data))));

describe("a product's data as a drawn page carries it", () => {
  it('comes back exactly as the API answered it, in under half the text', () => {
    const product = galleryProduct();
    expect(roundTrip(product)).toEqual(product);
    expect(JSON.stringify(compact(key, product)).length).toBeLessThan(JSON.stringify(product).length / 2);
  });

  it('is carried as it is when its pictures are not stored the usual way (a seeded product, another storage)', () => {
    const product = galleryProduct();
    product.pictures[1] = { ...product.pictures[1]!, imgUrl: 'https://cdn.example/elsewhere.jpg' };
    expect(compact(key, product)).toBe(product);
    expect(roundTrip(product)).toEqual(product);
    const seeded = { ...galleryProduct(), pictures: [], imgUrl: '/images/sofa.webp', imgSrcSet: '' };
    expect(compact(key, seeded)).toBe(seeded);
  });

  it('leaves any other query alone', () => {
    const list = { items: [galleryProduct()], total: 1 };
    expect(compact(['products', 'list', {}], list)).toBe(list);
    expect(expand(['products', 'list', {}], list)).toBe(list);
  });
});
