import { describe, expect, it } from 'vitest';
import { endpoint } from '@shop/core/api/endpoint';
import { cachedRead } from './cached-reads.ts';
import type { ReadCache } from './read-cache.ts';

const reads: ReadCache = {
  read: () => Promise.reject(new Error('not read in this test')),
  peek: () => undefined,
};
const load = () => Promise.resolve({});
const things = endpoint<object>()('GET', '/api/things');

describe('a cached read', () => {
  it('is made for an action open to anyone', () => {
    expect(() => cachedRead('products.read', reads, things, load)).not.toThrow();
  });

  it('refuses, at start, an action only some may take: one kept answer serves everyone', () => {
    expect(() => cachedRead('orders.readOwn', reads, things, load)).toThrow('orders.readOwn is not for anyone');
  });
});
