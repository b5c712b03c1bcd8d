// Which browser tab caused a change: the tab sends a random id of its own with each write (X-Client-Id),
// and the live events the write causes carry it as `by`, so the feed skips the echo of its own change on the
// stream that tab opened (it has already written the answer into its cache). Kept per request in async context, so services
// announce changes without knowing about HTTP.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createMiddleware } from 'hono/factory';

export const CLIENT_ID_HEADER = 'x-client-id';
const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Whether `text` is a tab's id as a tab sends it. */
export const isClientId = (text: string): boolean => CLIENT_ID.test(text);

const writer = new AsyncLocalStorage<string>();

/** The id of the tab whose request is running, if it sent one. */
export const currentWriter = (): string | undefined => writer.getStore();

export const recordWriter = createMiddleware(async (c, next) => {
  const clientId = c.req.header(CLIENT_ID_HEADER);
  if (clientId === undefined || !isClientId(clientId)) return next();
  await writer.run(clientId, next);
});
