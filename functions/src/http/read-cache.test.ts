import { describe, expect, it } from 'vitest';
import { fakeLiveFeed } from '@shop/test-support/live-feed';
import { createReadCache } from './read-cache.ts';

/** Keys "p:<id>" hold one product's answer; any other key may show any product. */
const productOfKey = (key: string) => (key.startsWith('p:') ? key.slice(2) : undefined);

describe('createReadCache', () => {
  it('answers a repeated read from memory', async () => {
    const { feed } = fakeLiveFeed();
    const cache = createReadCache(feed, ['products']);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect((await cache.read('a', load)).json).toBe('{"n":1}');
    expect((await cache.read('a', load)).json).toBe('{"n":1}');
    expect(loads).toBe(1);
  });

  it('forgets everything when its topic changes, and only then', async () => {
    const { feed, emit } = fakeLiveFeed();
    const cache = createReadCache(feed, ['products']);
    let loads = 0;
    const load = async () => ++loads;
    await cache.read('a', load);
    emit({ topic: 'users' });
    expect((await cache.read('a', load)).json).toBe('1');
    emit({ topic: 'products', id: 'x' });
    expect((await cache.read('a', load)).json).toBe('2');
  });

  it('does not keep a read that a change overtook', async () => {
    const { feed, emit } = fakeLiveFeed();
    const cache = createReadCache(feed, ['products']);
    let loads = 0;
    await cache.read('a', async () => {
      emit({ topic: 'products' });
      return ++loads;
    });
    expect((await cache.read('a', async () => ++loads)).json).toBe('2');
  });

  it('loads a key once for reads that arrive while it loads, but not across a change', async () => {
    const { feed, emit } = fakeLiveFeed();
    const cache = createReadCache(feed, ['products']);
    let loads = 0;
    const waiting: (() => void)[] = [];
    const load = () => new Promise<number>((resolve) => waiting.push(() => resolve(++loads)));
    const finishAll = () => waiting.splice(0).forEach((finish) => finish());
    const reads = [cache.read('a', load), cache.read('a', load)];
    finishAll();
    expect((await Promise.all(reads)).map((answer) => answer.json)).toEqual(['1', '1']);
    const before = cache.read('b', load);
    emit({ topic: 'products' });
    const after = cache.read('b', load);
    finishAll();
    expect([(await before).json, (await after).json]).toEqual(['2', '3']);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const { feed } = fakeLiveFeed();
    const cache = createReadCache(feed, ['products'], 2);
    let loads = 0;
    const load = async () => ++loads;
    await cache.read('a', load);
    await cache.read('b', load);
    await cache.read('c', load);
    expect((await cache.read('b', load)).json).toBe('2');
    expect((await cache.read('a', load)).json).toBe('4');
  });

  it("forgets, on a change to one product, that product's answers and those about no one product, and keeps the others'", async () => {
    const { feed, emit } = fakeLiveFeed();
    const cache = createReadCache(feed, ['products'], 10, productOfKey);
    let loads = 0;
    const load = async () => ++loads;
    for (const key of ['p:a', 'p:b', 'list']) await cache.read(key, load);
    emit({ topic: 'products', id: 'a' });
    expect((await cache.read('p:b', load)).json).toBe('2');
    expect((await cache.read('p:a', load)).json).toBe('4');
    expect((await cache.read('list', load)).json).toBe('5');
    emit({ topic: 'products' });
    expect((await cache.read('p:b', load)).json).toBe('6');
  });

  it("keeps the lists on a change only the product's own answers show (stock whose label stays), and forgets its own", async () => {
    const { feed, emit } = fakeLiveFeed();
    const cache = createReadCache(feed, ['products'], 10, productOfKey);
    let loads = 0;
    const load = async () => ++loads;
    for (const key of ['p:a', 'p:b', 'list']) await cache.read(key, load);
    emit({ topic: 'products', id: 'a', kind: 'own' });
    expect((await Promise.all(['p:a', 'p:b', 'list'].map((key) => cache.read(key, load)))).map((answer) => answer.json)).toEqual([
      '4',
      '2',
      '3',
    ]);
    emit({ topic: 'products', id: 'a', kind: 'listed' });
    expect((await cache.read('list', load)).json).toBe('5');
  });

  it('keeps a read of one product that a change to another overtook, not one that a change to its own overtook', async () => {
    const { feed, emit } = fakeLiveFeed();
    const cache = createReadCache(feed, ['products'], 10, productOfKey);
    let loads = 0;
    const waiting: (() => void)[] = [];
    const load = () => new Promise<number>((resolve) => waiting.push(() => resolve(++loads)));
    const reads = [cache.read('p:a', load), cache.read('p:b', load)];
    emit({ topic: 'products', id: 'a' });
    waiting.splice(0).forEach((finish) => finish());
    await Promise.all(reads);
    const again = [cache.read('p:a', load), cache.read('p:b', load)];
    waiting.splice(0).forEach((finish) => finish());
    expect((await Promise.all(again)).map((answer) => answer.json)).toEqual(['3', '2']);
  });
});
