// Hostile requests for one endpoint: odd methods, malformed ids in the path, junk query strings, odd
// headers and cookies (bogus tus headers included) and any body under any content type.
import fc from 'fast-check';
import { payloads } from './bodies.ts';
import type { Endpoint } from './endpoints.ts';
import { encodeComponent, headerText, shortHostileText } from './hostile-values.ts';

export type FuzzRequest = {
  method: string;
  /** The path and query exactly as sent: percent-encoded, or deliberately not. */
  target: string;
  headers: Record<string, string>;
  /** Sent after the role's own session cookie. */
  oddCookie?: string;
  body?: string | Buffer;
  /** The body goes in chunks of unannounced length instead of under a Content-Length. */
  isChunked?: boolean;
};

/** What the shop already holds, so some requests name real things: ids, and bodies an endpoint accepts. */
export type Known = { ids: readonly string[]; validBodies: readonly object[] };

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Path segments sent as they are: traversal, bad percent-encoding, NUL, a raw Latin-1 byte, nothing. */
const RAW_SEGMENTS = [
  '',
  '.',
  '..',
  '../..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  'a%2Fb',
  ';',
  "'",
  '"',
  'é',
];

const QUERY_KEYS = [
  'category',
  'sort',
  'q',
  'page',
  'pageSize',
  'cursor',
  'limit',
  'status',
  'offset',
  'id',
  '__proto__',
  'constructor[prototype][isAdmin]',
  'page[]',
  'q[0]',
  '',
  '%',
];

const QUERY_VALUES = [
  '%',
  '%zz',
  '0',
  '-1',
  '1.5',
  '1e9',
  '99999999999999999999',
  'NaN',
  'chair',
  'newest',
  'open',
  'closed',
  '2026-01-01T00:00:00.000Z_00000000-0000-4000-8000-000000000000',
  'x'.repeat(3000),
];

const base64 = (text: string) => Buffer.from(text).toString('base64');

const sometimes = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, arbitrary);

const methodFor = (method: string) =>
  method === 'ALL' ? fc.constantFrom(...METHODS) : fc.oneof({ weight: 9, arbitrary: fc.constant(method) }, fc.constantFrom(...METHODS));

function pathSegment(ids: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...ids),
    fc.uuid(),
    shortHostileText.map(encodeComponent),
    fc.constantFrom(...RAW_SEGMENTS),
    fc.constant('x'.repeat(3000)),
  );
}

/** The route's path with each `:param` and `*` filled in. */
function pathFor(route: string, ids: readonly string[]): fc.Arbitrary<string> {
  const segment = pathSegment(ids);
  const parts = route.split('/').map((part) => {
    if (part.startsWith(':')) return segment;
    if (part === '*') return fc.array(segment, { minLength: 1, maxLength: 3 }).map((segments) => segments.join('/'));
    return fc.constant(part);
  });
  return fc.tuple(...parts).map((filled) => filled.join('/'));
}

const queryString = fc.oneof(
  fc.constant(''),
  fc.constant('?'),
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 12 }).map(encodeComponent)),
        fc.option(fc.oneof(fc.constantFrom(...QUERY_VALUES), shortHostileText.map(encodeComponent)), { nil: undefined }),
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map((pairs) => `?${pairs.map(([key, value]) => (value === undefined ? key : `${key}=${value}`)).join('&')}`),
);

const numberish = fc.oneof(
  fc.constantFrom('-1', '0', '1', '1.5', '1e3', '99999999999999999999', 'NaN', '', ' 5', '0x10'),
  fc.nat().map(String),
);

const tusHeaders = fc.record(
  {
    'tus-resumable': fc.oneof({ weight: 4, arbitrary: fc.constant('1.0.0') }, fc.constantFrom('0.2.2', '', '1.0.0, 0.2.2', 'x')),
    'upload-length': numberish,
    'upload-offset': numberish,
    'upload-defer-length': fc.constantFrom('1', '0', 'x'),
    'upload-metadata': fc.oneof(
      fc.constantFrom(
        `filetype ${base64('image/png')}`,
        `filetype ${base64('text/html')}`,
        'filetype',
        'filetype !!!',
        'filetype,filename',
        ' , ',
        `filetype ${base64('image/png')},filetype ${base64('image/gif')}`,
      ),
      headerText,
    ),
    'upload-concat': fc.constantFrom('partial', 'final;/api/uploads/a /api/uploads/b', 'final;'),
    'x-http-method-override': fc.constantFrom('PATCH', 'DELETE', 'HEAD', 'GET', 'POST', 'BOGUS'),
  },
  { requiredKeys: [] },
);

const browserHeaders = fc.record(
  {
    origin: fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1', ''),
    'sec-fetch-site': fc.constantFrom('cross-site', 'same-site', 'same-origin', 'none', 'bogus'),
    accept: fc.constantFrom('*/*', 'text/event-stream', 'application/json', 'text/html', ''),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'gzip, deflate, br', 'identity;q=0', '*'),
    range: fc.constantFrom('bytes=0-1', 'bytes=-5', 'bytes=99999999999-', 'bytes=a-b', 'bytes=5-1', 'bytes=0-1,2-3'),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/"x"', ''),
    'if-modified-since': fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday'),
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher'),
    'x-forwarded-for': fc.constantFrom('127.0.0.1', '::1', 'garbage', '1.2.3.4, 5.6.7.8'),
    'x-request-id': headerText,
    'content-encoding': fc.constantFrom('gzip', 'br', 'identity', 'bogus'),
  },
  { requiredKeys: [] },
);

const otherHeader = fc.tuple(fc.stringMatching(/^x-[a-z0-9-]{1,20}$/), headerText);

const oddCookie = fc.oneof(
  fc.constantFrom(
    'sid=',
    'sid=%',
    'sid="unterminated',
    `sid=${'A'.repeat(43)}`,
    `sid=${'x'.repeat(3000)}`,
    '=;;=',
    'sid',
    ';',
    '__proto__=1',
  ),
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((token) => `sid=${token}`),
  headerText.map((value) => `sid=${value}`),
);

const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text);

/** The request as a short text, for failure messages: long values are cut. */
export function describeRequest({ method, target, headers, oddCookie, body, isChunked }: FuzzRequest): string {
  return [
    `${method} ${clip(target)}`,
    ...(isChunked ? ['transfer-encoding: chunked'] : []),
    ...Object.entries(headers).map(([name, value]) => `${name}: ${clip(value)}`),
    ...(oddCookie === undefined ? [] : [`cookie (after the role's): ${clip(oddCookie)}`]),
    '',
    clip(body?.toString() ?? ''),
  ].join('\n');
}

export function hostileRequests(endpoint: Endpoint, known: Known): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: methodFor(endpoint.method),
      path: pathFor(endpoint.path, known.ids),
      query: queryString,
      payload: payloads(known.validBodies, known.ids),
      // The upload endpoints speak tus: there its headers come every time, elsewhere now and then.
      tus: endpoint.path.startsWith('/api/uploads') ? tusHeaders : sometimes(tusHeaders),
      browser: sometimes(browserHeaders),
      others: fc.array(otherHeader, { maxLength: 2 }),
      oddCookie: sometimes(oddCookie),
      isChunked: fc.boolean(),
    })
    .map(({ method, path, query, payload, tus, browser, others, oddCookie, isChunked }) => ({
      // fast-check shows a counterexample this way.
      [fc.toStringMethod](this: FuzzRequest) {
        return describeRequest(this);
      },
      method,
      target: path + query,
      headers: {
        ...Object.fromEntries(others),
        ...tus,
        ...browser,
        ...(payload.contentType === undefined ? {} : { 'content-type': payload.contentType }),
      },
      oddCookie,
      body: payload.body,
      isChunked: payload.body !== undefined && isChunked,
    }));
}
