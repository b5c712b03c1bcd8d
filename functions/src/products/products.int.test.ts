import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import { productListSchema, productSchema, SUGGESTIONS_MAX, type ProductSuggestions } from '@shop/core/products';
import { insertProduct } from '@shop/test-support/data-generators';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { productPictures } from './router.ts';

const ids: Record<string, string> = {};

async function list(query = '') {
  const response = await t.app.request(`/api/products${query}`);
  expect(response.status).toBe(200);
  return productListSchema.parse(await response.json());
}

const t = await fileTestApp();

beforeAll(async () => {
  const { db } = t.database;
  const rows = [
    { productName: 'Oslo Sofa', category: 'sofa', price: 49_900, ratings: [5, 4] },
    { productName: 'Nordic Armchair', category: 'chair', price: 19_900, ratings: [5, 5, 5] },
    { productName: 'Pixel Phone 9', category: 'mobile', price: 79_900, ratings: [3] },
    { productName: 'Tide Watch', category: 'watch', price: 12_950, ratings: [] },
    { productName: 'Studio Headphones', category: 'wireless', price: 8_900, ratings: [4, 4] },
    { productName: '100% Cotton Sofa_Cover', category: 'sofa', price: 2_500, ratings: [2] },
  ] as const;
  for (const row of rows) ids[row.productName] = (await insertProduct(db, { ...row, ratings: [...row.ratings] })).id;
}, 60_000);

describe('GET /api/products', () => {
  it('lists every product in catalogue order with the total', async () => {
    const body = await list();
    expect(body.total).toBe(6);
    expect(body.items.map((p) => p.productName)[0]).toBe('Oslo Sofa');
  });

  it('answers each product with its rating count and average, never the ratings themselves', async () => {
    const response = await t.app.request('/api/products');
    const { items } = (await response.json()) as { items: Array<Record<string, unknown>> };
    const chair = items.find((item) => item.productName === 'Nordic Armchair');
    expect(chair).toMatchObject({ ratingCount: 3, avgRating: 5 });
    expect(items.filter((item) => 'ratings' in item)).toEqual([]);
  });

  it('filters by category', async () => {
    const body = await list('?category=sofa');
    expect(body.items.map((p) => p.category)).toEqual(['sofa', 'sofa']);
  });

  it('sorts by price, lowest and highest first', async () => {
    const lowest = (await list('?sort=lowest')).items.map((p) => p.price);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    const highest = (await list('?sort=highest')).items.map((p) => p.price);
    expect(highest[0]).toBe(79_900);
  });

  it('sorts trending by average rating', async () => {
    const names = (await list('?sort=trending')).items.map((p) => p.productName);
    expect(names.slice(0, 3)).toEqual(['Nordic Armchair', 'Oslo Sofa', 'Studio Headphones']);
  });

  it('searches names case-insensitively and partially', async () => {
    expect((await list('?q=SOFA')).items.map((p) => p.productName)).toEqual(['Oslo Sofa', '100% Cotton Sofa_Cover']);
    expect((await list('?q=phon')).total).toBe(2);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list('?q=100%25')).items.map((p) => p.productName)).toEqual(['100% Cotton Sofa_Cover']);
    expect((await list('?q=a_c')).total).toBe(1);
  });

  it('answers an empty page when nothing matches', async () => {
    expect(await list('?q=toaster')).toMatchObject({ items: [], total: 0 });
  });

  it('pages through results', async () => {
    const first = await list('?pageSize=4&page=1');
    const second = await list('?pageSize=4&page=2');
    expect(first.items).toHaveLength(4);
    expect(second.items).toHaveLength(2);
    expect(new Set([...first.items, ...second.items].map((p) => p.id)).size).toBe(6);
  });

  it('filters by a price range in pounds, both ends included', async () => {
    const names = (await list('?min=89&max=199&sort=lowest')).items.map((p) => p.productName);
    expect(names).toEqual(['Studio Headphones', 'Tide Watch', 'Nordic Armchair']);
    expect((await list('?min=499')).items.map((p) => p.productName)).toEqual(['Oslo Sofa', 'Pixel Phone 9']);
    expect((await list('?max=25')).items.map((p) => p.productName)).toEqual(['100% Cotton Sofa_Cover']);
  });

  it('filters by a minimum average rating in stars, leaving unrated products out', async () => {
    expect((await list('?rating=4&sort=trending')).items.map((p) => p.productName)).toEqual([
      'Nordic Armchair',
      'Oslo Sofa',
      'Studio Headphones',
    ]);
    expect((await list('?rating=1')).total).toBe(5);
  });

  it('combines the price range, rating, category and search, counting what matches', async () => {
    const body = await list('?category=sofa&min=100&rating=4&q=oslo');
    expect(body.items.map((p) => p.productName)).toEqual(['Oslo Sofa']);
    expect(body.total).toBe(1);
  });

  it.each([
    ['?min=300&max=100', 'min: The minimum price must not be above the maximum price.'],
    ['?min=-5', 'min: A price filter is a number of pounds from 0 to 1,000,000.'],
    ['?max=lots', 'max: A price filter is a number of pounds from 0 to 1,000,000.'],
    ['?rating=9', 'rating: A minimum rating is a whole number of stars from 1 to 5.'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const response = await t.app.request(`/api/products${query}`);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.message).toBe(message);
  });

  it.each(['?category=toaster', '?sort=random', '?page=0', '?page=abc', '?pageSize=1000', '?colour=red', `?q=${'x'.repeat(101)}`])(
    'refuses %s with a 400 and a message',
    async (query) => {
      const response = await t.app.request(`/api/products${query}`);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).error.message).not.toBe('');
    },
  );
});

describe('GET /api/suggestions', () => {
  async function suggest(q: string) {
    const response = await t.app.request(`/api/suggestions?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ProductSuggestions;
  }

  it('offers the names holding the typed text, ignoring case, names starting with it first', async () => {
    const { items } = await suggest('O');
    expect(items.map((item) => item.productName)).toEqual([
      'Oslo Sofa',
      '100% Cotton Sofa_Cover',
      'Nordic Armchair',
      'Pixel Phone 9',
      'Studio Headphones',
    ]);
    expect(items[0]).toEqual({
      id: ids['Oslo Sofa'],
      productName: 'Oslo Sofa',
      category: 'sofa',
      price: 49_900,
      imgUrl: expect.any(String),
    });
    expect((await suggest('pixel')).items.map((item) => item.productName)).toEqual(['Pixel Phone 9']);
  });

  it('offers the categories whose name starts with the typed text beside the products', async () => {
    const sofas = await suggest('sof');
    expect(sofas.categories).toEqual([{ category: 'sofa', label: 'Sofas' }]);
    expect(sofas.items.map((item) => item.productName)).toEqual(['100% Cotton Sofa_Cover', 'Oslo Sofa']);
    expect((await suggest('phone')).categories).toEqual([{ category: 'mobile', label: 'Mobile phones' }]);
    expect((await suggest('pixel')).categories).toEqual([]);
  });

  it('offers at most 6 names', async () => {
    for (let n = 1; n <= SUGGESTIONS_MAX + 1; n++) await insertProduct(t.database.db, { productName: `Zed Lamp ${n}` });
    const { items } = await suggest('zed lamp');
    expect(items.map((item) => item.productName)).toEqual([
      'Zed Lamp 1',
      'Zed Lamp 2',
      'Zed Lamp 3',
      'Zed Lamp 4',
      'Zed Lamp 5',
      'Zed Lamp 6',
    ]);
  });

  it('treats % and _ as plain characters and answers no names when nothing matches', async () => {
    expect((await suggest('%')).items.map((item) => item.productName)).toEqual(['100% Cotton Sofa_Cover']);
    expect((await suggest('toaster')).items).toEqual([]);
  });

  it.each(['', '?q=', '?q=%20%20', `?q=${'x'.repeat(101)}`, '?q=a&limit=50'])('refuses %s with a 400', async (query) => {
    const response = await t.app.request(`/api/suggestions${query}`);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.message).not.toBe('');
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product with its rating count and average, never the ratings themselves', async () => {
    const response = await t.app.request(`/api/products/${ids['Oslo Sofa']}`);
    expect(response.status).toBe(200);
    expect(productSchema.parse(await response.json())).toMatchObject({ productName: 'Oslo Sofa', ratingCount: 2, avgRating: 4.5 });
  });

  it('answers 404 with a JSON error for an unknown id', async () => {
    const response = await t.app.request('/api/products/00000000-0000-4000-8000-000000000000');
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('not_found');
  });

  it.each(['not-a-uuid', 'x'.repeat(5000), "1' OR '1'='1", '%00'])('answers 400 for the malformed id %#', async (id) => {
    const response = await t.app.request(`/api/products/${encodeURIComponent(id)}`);
    expect(response.status).toBe(400);
    apiErrorSchema.parse(await response.json());
  });
});

describe('unknown API routes', () => {
  it('answer a JSON 404', async () => {
    const response = await t.app.request('/api/nothing-here', { method: 'POST' });
    expect(response.status).toBe(404);
    apiErrorSchema.parse(await response.json());
  });
});

describe("a landing page's picture hint", () => {
  it('names the picture of a product, or of the first of a list the page fetches, and nothing for an address the API refuses', async () => {
    const pictureOf = productPictures(t.database.db, t.productReads, t.catalogueSearch);
    const [first] = (await list('?sort=trending&pageSize=8')).items;
    const oslo = productSchema.parse(await (await t.app.request(`/api/products/${ids['Oslo Sofa']}`)).json());
    expect(await pictureOf({ firstOf: '/api/products?sort=trending&pageSize=8' })).toEqual({
      imgUrl: first?.imgUrl,
      imgSrcSet: first?.imgSrcSet,
    });
    expect(await pictureOf({ id: oslo.id })).toEqual({ imgUrl: oslo.imgUrl, imgSrcSet: oslo.imgSrcSet });
    for (const refused of ['/api/products?sort=sideways', '/api/orders?sort=trending', '/api/products?category=lamps'])
      expect(await pictureOf({ firstOf: refused }), refused).toBeUndefined();
    expect(await pictureOf({ id: 'not-an-id' })).toBeUndefined();
    expect(await pictureOf({ id: '00000000-0000-4000-8000-000000000000' })).toBeUndefined();
  });
});
