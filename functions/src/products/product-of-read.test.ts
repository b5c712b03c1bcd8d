import { describe, expect, it } from 'vitest';
import { productOfRead } from './router.ts';

const id = '0b6f1c1e-5a4e-4d55-9d2a-8d3f0f6f1a11';

describe('productOfRead', () => {
  it('ties a product and its reviews to that product', () => {
    expect(productOfRead(`/api/products/${id}`)).toBe(id);
    expect(productOfRead(`/api/products/${id}/reviews?cursor=abc`)).toBe(id);
    expect(productOfRead(`/api/products/%30${id.slice(1)}`)).toBe(id);
  });

  it('ties lists, searches and suggestions to no one product', () => {
    for (const address of ['/api/products', '/api/products?q=sofa', '/api/suggestions?q=sofa', '/api/products/%E0']) {
      expect(productOfRead(address)).toBeUndefined();
    }
  });
});
