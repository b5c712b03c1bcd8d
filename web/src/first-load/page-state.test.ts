import { dehydrate, hydrate, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodePageState, encodePageState, type PageDataCodec } from './page-state.ts';

const STALE_TIME = 30_000;
const router = { loaderData: { '0-3': null }, actionData: null, errors: null };
const asItIs: PageDataCodec = { compact: (_key, data) => data, expand: (_key, data) => data };

/** The text a page the server drew at `drawnAt` carries. */
function drawnPage(drawnAt: number, codec = asItIs) {
  vi.setSystemTime(drawnAt);
  const server = new QueryClient();
  server.setQueryData(['products', 'p1'], { id: 'p1', name: 'Halden <sofa>' });
  return encodePageState({ router, queries: dehydrate(server) }, codec);
}

describe('the queries a drawn page carries', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('count as fetched when the page arrives: the server keeps a drawing only until the catalogue changes', () => {
    vi.useFakeTimers();
    const text = drawnPage(Date.parse('2026-11-24T10:00:00Z'));
    vi.setSystemTime(Date.parse('2026-11-24T10:05:00Z'));

    const state = decodePageState(text, asItIs);
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: STALE_TIME } } });
    hydrate(browser, state.queries);

    const query = browser.getQueryCache().find({ queryKey: ['products', 'p1'] })!;
    expect(query.state.data).toEqual({ id: 'p1', name: 'Halden <sofa>' });
    expect(query.state.status).toBe('success');
    expect(query.isStaleByTime(STALE_TIME)).toBe(false);
    expect(state.router).toEqual(router);
  });

  it('are each their key and data alone, compacted as the codec says, and no "<" can close the script', () => {
    vi.useFakeTimers();
    const codec: PageDataCodec = {
      compact: (key: QueryKey, data) => [key[1], (data as { name: string }).name],
      expand: (key: QueryKey, data) => ({ id: key[1], name: (data as string[])[1] }),
    };
    const text = drawnPage(Date.parse('2026-11-24T10:00:00Z'), codec);
    expect(text).not.toContain('<');
    expect(text).not.toContain('dataUpdatedAt');
    expect(JSON.parse(text).queries).toEqual([
      [
        ['products', 'p1'],
        ['p1', 'Halden <sofa>'],
      ],
    ]);

    const browser = new QueryClient();
    hydrate(browser, decodePageState(text, codec).queries);
    expect(browser.getQueryData(['products', 'p1'])).toEqual({ id: 'p1', name: 'Halden <sofa>' });
  });
});
