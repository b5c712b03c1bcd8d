// The address of a call to the API: the endpoint's path with its parameters, then its query in the order
// given. One spelling for the client and for the preload hints the build writes (web/build/page-hints.ts).
import { pathOf, type Endpoint } from '@shop/core/api/endpoint';

/** "?category=watch&page=2", in the order given. */
export function searchOf(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function urlOf(endpoint: Endpoint, input: { params?: Record<string, string>; query?: object }, host?: string): string {
  const path = pathOf(endpoint.path, input.params);
  const located = host === undefined ? path : path.replace(/^\/[^/]+/, host);
  return `${located}${searchOf(input.query)}`;
}
