import { describe, expect, it } from 'vitest';
import { cachedCatalog, type CatalogProduct } from './catalog.ts';
import { sampleProducts } from '@shop/test-support/chat-catalog';

function countingLoader(lists: CatalogProduct[][]) {
  let calls = 0;
  return {
    load: async () => lists[Math.min(calls++, lists.length - 1)] ?? [],
    calls: () => calls,
  };
}

describe('cachedCatalog', () => {
  it('reads the table once and answers later questions from memory', async () => {
    const loader = countingLoader([sampleProducts]);
    const catalog = cachedCatalog(loader.load);
    await catalog.products();
    await catalog.products();
    expect(loader.calls()).toBe(1);
  });

  it('knows a product added by an admin as soon as it is invalidated', async () => {
    const added = { ...sampleProducts[0], id: 'new', productName: 'Brand New Sofa' } as CatalogProduct;
    const loader = countingLoader([sampleProducts, [...sampleProducts, added]]);
    const catalog = cachedCatalog(loader.load);
    expect(await catalog.products()).toHaveLength(sampleProducts.length);
    catalog.invalidate();
    expect((await catalog.products()).map((product) => product.productName)).toContain('Brand New Sofa');
  });

  it('reads the table again once the cached list is older than its maximum age', async () => {
    let time = 0;
    const loader = countingLoader([sampleProducts]);
    const catalog = cachedCatalog(loader.load, { maxAgeMs: 1000, now: () => time });
    await catalog.products();
    time = 1001;
    await catalog.products();
    expect(loader.calls()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let shouldFail = true;
    const catalog = cachedCatalog(async () => {
      if (shouldFail) throw new Error('database down');
      return sampleProducts;
    });
    await expect(catalog.products()).rejects.toThrow('database down');
    shouldFail = false;
    expect(await catalog.products()).toHaveLength(sampleProducts.length);
  });
});
