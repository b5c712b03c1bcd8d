// A stand-in for the shop's server behind fetch: answers by "METHOD /path" and records every request.
import { vi } from 'vitest';

export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type SentRequest = { route: string; body: unknown; headers: Record<string, string> };

/** A refusal as the server words it: { error: { code, message, fields } }. */
export const refusal = (message: string, fields?: Record<string, string>): Answer => ({
  status: 400,
  body: { error: { code: 'invalid_input', message, fields } },
});

/** A finished small tus upload, named by the id the API then takes. */
export const uploaded: Answer = { status: 201, headers: { Location: '/api/uploads/upload_0123456789abcdef' } };
export const UPLOAD_ID = 'upload_0123456789abcdef';

export function fakeApi(routes: Record<string, Answer | (() => Answer)>) {
  const requests: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const route = `${init.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ route, body, headers: { ...(init.headers as Record<string, string>) } });
    const found = routes[route];
    const answer =
      typeof found === 'function' ? found() : (found ?? { status: 404, body: { error: { code: 'not_found', message: route } } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: answer.headers,
    });
  });
  return { requests, sent: (route: string) => requests.filter((request) => request.route === route) };
}
