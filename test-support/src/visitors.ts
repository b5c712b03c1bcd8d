// A visitor who is not logged in, as far as its uploads go: like a browser, it keeps the upload cookie the upload
// endpoint gives it and sends it back, so it can continue its own uploads and sign up with them.
import { VISITOR_UPLOAD_COOKIE, visitorOwnerOf } from '@shop/functions/uploads';

export type Visitor = {
  /** fetch against the server at `base`, carrying the visitor's upload cookie once it has one. */
  fetch: typeof fetch;
  /** The Cookie header to send with the visitor's other requests (its signup); empty before its first upload. */
  cookie(): string;
  /** The owner the server records the visitor's uploads under (to take one directly through the upload server). */
  owner(): string | undefined;
};

export function newVisitor(base: string | URL, send: typeof fetch = fetch): Visitor {
  let value: string | undefined;
  const cookie = () => (value === undefined ? '' : `${VISITOR_UPLOAD_COOKIE}=${value}`);
  return {
    cookie,
    owner: () => (value === undefined ? undefined : visitorOwnerOf(value)),
    async fetch(input, init) {
      const headers = new Headers(init?.headers);
      if (value !== undefined) headers.set('cookie', [headers.get('cookie'), cookie()].filter(Boolean).join('; '));
      const response = await send(new URL(String(input), base), { ...init, headers });
      for (const set of response.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const [name, given] = (pair ?? '').split('=');
        if (name === VISITOR_UPLOAD_COOKIE && given) value = given;
      }
      return response;
    },
  };
}
