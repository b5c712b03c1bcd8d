// The one HTTP client of the web app, typed by the API contract (@shop/core/api/contract): a call names the
// endpoint and passes its params, query and body, and gets back the endpoint's answer type. Refusals become
// ApiRequestError with the server's message and, when it names them, the refused fields.
import type { CallInput, Endpoint, ResultOf } from '@shop/core/api/endpoint';
import type { ApiError, FieldErrors } from '@shop/core/errors';
import { urlOf } from './api-url.ts';
import { clientIdHeader } from './client-id.ts';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Per input: why the server refused it, to show beside that field. */
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

export type CallOptions = {
  signal?: AbortSignal;
  /** Where a service outside the shop's API lives: replaces the path's first segment (the chat's /chat). */
  host?: string;
};

/** The input may be left out when the endpoint takes nothing it requires. */
type CallArgs<E extends Endpoint> =
  Record<never, never> extends CallInput<E> ? [input?: CallInput<E>, options?: CallOptions] : [input: CallInput<E>, options?: CallOptions];

/** What every endpoint's input is at run time; CallInput<E> says which of them an endpoint takes. */
type AnyInput = { params?: Record<string, string>; query?: object; body?: unknown };

type Send = (url: string, init: RequestInit) => Promise<Response>;

let send: Send = (url, init) => fetch(url, init);

/** Where the app's requests go: the network in a browser; the shop's own app when the server draws a page. */
export function sendRequestsWith(transport: Send): void {
  send = transport;
}

/**
 * The server's message without the API's field names: a refused input reads "min: The minimum price ..."
 * (functions/src/http/validate.ts), and "min" means nothing to a shopper reading it on a page.
 */
function withoutFieldNames(message: string, fields: FieldErrors): string {
  const paths = Object.keys(fields);
  return message
    .split('; ')
    .map((part) => {
      const path = paths.find((name) => part.startsWith(`${name}: `));
      return path === undefined ? part : part.slice(path.length + 2);
    })
    .join('; ');
}

async function readError(response: Response): Promise<ApiRequestError> {
  const body = (await response.json().catch(() => null)) as Partial<ApiError> | null;
  const fields = body?.error?.fields ?? {};
  const message = body?.error?.message ?? `The server answered ${response.status} ${response.statusText}.`;
  return new ApiRequestError(response.status, body?.error?.code ?? 'http_error', withoutFieldNames(message, fields), fields);
}

/** A host given as an address on another origin (the chat service elsewhere), which needs the browser's cookies sent. */
const isOtherOrigin = (host: string) => /^https?:\/\//i.test(host) && new URL(host).origin !== globalThis.location?.origin;

/** Sends the request; a refusal becomes ApiRequestError with the server's message, a lost connection one that says so. */
async function answerOf<E extends Endpoint>(url: string, init: RequestInit): Promise<ResultOf<E>> {
  const response = await send(url, init).catch((error: unknown) => {
    if (init.signal?.aborted) throw error;
    throw new ApiRequestError(0, 'network', 'Could not reach the server. Check your connection and try again.');
  });
  if (!response.ok) throw await readError(response);
  return (await response.json()) as ResultOf<E>;
}

export async function call<E extends Endpoint>(endpoint: E, ...[input, options = {}]: CallArgs<E>): Promise<ResultOf<E>> {
  // CallInput<E> has checked the input's shape at the call site.
  const given = (input ?? {}) as AnyInput;
  const { body } = given;
  const isWrite = endpoint.method !== 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    // Only the shop's own API has a live feed to mark; another host would have to allow the header first.
    ...(isWrite && options.host === undefined ? clientIdHeader() : {}),
  };
  return answerOf<E>(urlOf(endpoint, given, options.host), {
    method: endpoint.method,
    credentials: options.host !== undefined && isOtherOrigin(options.host) ? 'include' : 'same-origin',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
}

/** An endpoint whose body is a file (a catalogue CSV), sent as it is with its content type rather than as JSON. */
export function callWithFile<E extends Endpoint>(
  endpoint: E,
  file: Blob,
  contentType: string,
  options: Omit<CallOptions, 'host'> = {},
): Promise<ResultOf<E>> {
  return answerOf<E>(urlOf(endpoint, {}), {
    method: endpoint.method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': contentType, ...clientIdHeader() },
    body: file,
    signal: options.signal,
  });
}
