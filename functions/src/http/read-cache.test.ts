import { describe, expect, it } from 'vitest';
import { fakeLiveFeed } from '@shop/test-support/live-feed';
import { createReadCache } from './read-cache.ts';

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
});
