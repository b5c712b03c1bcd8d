import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';

// The module remembers whether the app has drawn its first page: each test starts from a fresh copy.
const freshModule = async () => {
  vi.resetModules();
  return import('./first-screen.ts');
};

const args = { params: {}, request: new Request('http://shop.test/home'), context: undefined } as unknown as LoaderFunctionArgs;
const settled = async (promise: Promise<unknown>) => {
  let isSettled = false;
  void promise.then(() => (isSettled = true));
  await vi.advanceTimersByTimeAsync(0);
  return isSettled;
};

describe('firstScreenLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('on the landing page, starts the first queries and waits until they are done', async () => {
    const { firstScreenLoader } = await freshModule();
    const { queryClient } = await import('../lib/query-client.ts');
    let finish = () => {};
    const prefetch = vi.fn(() => [new Promise<void>((resolve) => (finish = resolve))]);
    const loading = firstScreenLoader(prefetch)(args);
    expect(prefetch).toHaveBeenCalledWith(args, queryClient);
    expect(await settled(loading)).toBe(false);
    finish();
    expect(await settled(loading)).toBe(true);
  });

  it('a failed query does not stop the page: it shows the failure itself', async () => {
    const { firstScreenLoader } = await freshModule();
    await expect(firstScreenLoader(() => [Promise.reject(new Error('down'))])(args)).resolves.toBeNull();
  });

  it('draws the landing page after FIRST_SCREEN_WAIT_MS however slow the data', async () => {
    const { firstScreenLoader, FIRST_SCREEN_WAIT_MS } = await freshModule();
    const loading = firstScreenLoader(() => [new Promise(() => {})])(args);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(await settled(loading)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(loading)).toBe(true);
  });

  it('once the first page is shown, later navigations neither wait nor fetch ahead', async () => {
    const { firstScreenLoader, firstScreenShown } = await freshModule();
    firstScreenShown();
    const prefetch = vi.fn(() => [new Promise(() => {})]);
    await expect(firstScreenLoader(prefetch)(args)).resolves.toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("on the server, fills the cache of the page being drawn, not the browser's", async () => {
    const { firstScreenLoader } = await freshModule();
    const { createQueryClient, queryClient } = await import('../lib/query-client.ts');
    const pageClient = createQueryClient();
    const prefetch = vi.fn(() => [Promise.resolve()]);
    const serverArgs = { ...args, context: { queryClient: pageClient } } as LoaderFunctionArgs;
    await expect(firstScreenLoader(prefetch)(serverArgs)).resolves.toBeNull();
    expect(prefetch).toHaveBeenCalledWith(serverArgs, pageClient);
    expect(pageClient).not.toBe(queryClient);
  });
});
