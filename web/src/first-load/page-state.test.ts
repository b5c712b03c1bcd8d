import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asFetchedNow } from './page-state.ts';

const STALE_TIME = 30_000;

/** The query cache of a page the server drew at `drawnAt`, as the page carries it. */
function drawnQueries(drawnAt: number) {
  vi.setSystemTime(drawnAt);
  const server = new QueryClient();
  server.setQueryData(['products', 'p1'], { id: 'p1' });
  return dehydrate(server);
}

describe('the queries a drawn page carries', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('count as fetched when the page arrives: the server keeps a drawing only until the catalogue changes', () => {
    vi.useFakeTimers();
    const queries = drawnQueries(Date.parse('2026-11-24T10:00:00Z'));
    vi.setSystemTime(Date.parse('2026-11-24T10:05:00Z'));

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: STALE_TIME } } });
    hydrate(browser, asFetchedNow(queries));

    const query = browser.getQueryCache().find({ queryKey: ['products', 'p1'] })!;
    expect(query.state.data).toEqual({ id: 'p1' });
    expect(query.isStaleByTime(STALE_TIME)).toBe(false);
  });
});
