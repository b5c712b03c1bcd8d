import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Product } from '../products.ts';
import { api } from './contract.ts';
import { pathOf, type CallInput, type ResultOf } from './endpoint.ts';

describe('the API contract', () => {
  it('fills and encodes path parameters', () => {
    expect(pathOf(api.reviews.page.path, { id: 'a b/c' })).toBe('/api/products/a%20b%2Fc/reviews');
    expect(() => pathOf(api.products.get.path, {})).toThrow('needs the parameter id');
  });

  it('types what a caller passes and gets back from the schemas', () => {
    expectTypeOf<ResultOf<typeof api.products.get>>().toEqualTypeOf<Product>();
    expectTypeOf<CallInput<typeof api.products.get>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<CallInput<typeof api.reviews.add>['body']>().toMatchTypeOf<{ rating: number; text: string }>();
    expectTypeOf<CallInput<typeof api.auth.session>['body']>().toEqualTypeOf<undefined>();
  });

  it('names every endpoint once', () => {
    const routes = Object.values(api).flatMap((area) => Object.values(area).map((e) => `${e.method} ${e.path}`));
    expect(new Set(routes).size).toBe(routes.length);
  });
});
