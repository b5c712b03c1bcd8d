// The mixed load of a busy shop, against a real server over HTTP: shop list pages (filters, sorts,
// searches, later pages), product pages, review pages (first and cursor pages) and chatbot questions,
// taken in turn by every connection from one shared rotation built from the server's own catalogue.
import autocannon from 'autocannon';
import { CATEGORIES, PRODUCT_SORTS } from '@shop/core/constants';
import type { ProductList } from '@shop/core/products';
import type { ReviewPage } from '@shop/core/reviews';
import { percentile } from './percentile.ts';

/** For a time (`durationSeconds`), or until a number of answers (`totalRequests`), whatever the machine's speed. */
export type LoadOptions = { url: string; connections: number } & ({ durationSeconds: number } | { totalRequests: number });

export type LoadFigures = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers plus socket errors and timeouts. */
  errors: number;
  /** What failed, as "status kind" or "socket: error", with a count: empty when all went well. */
  failures: Record<string, number>;
  /** Each kind of call's answers: how many, and their p50 and p99, to see which one holds up the whole. */
  byKind: Record<CallKind, KindFigures>;
};

export const CALL_KINDS = ['shop list', 'product', 'reviews', 'chat'] as const;
export type CallKind = (typeof CALL_KINDS)[number];
export type KindFigures = { requests: number; p50Ms: number; p99Ms: number };

/** Something for each kind of call. */
export const eachKind = <T>(of: (kind: CallKind) => T) =>
  Object.fromEntries(CALL_KINDS.map((kind) => [kind, of(kind)])) as Record<CallKind, T>;

type Call = { kind: CallKind; method: 'GET' | 'POST'; path: string; body?: string };

const SEARCHES = ['sofa', 'watch', 'pro', 'wireless headphones', 'chair'];
const QUESTIONS = [
  'How much is shipping?',
  'What is the cheapest watch?',
  'What is your return policy?',
  'Do you have any sofas under £500?',
  'hello',
  'Where is my order?',
  'Which phone is the most expensive?',
  'Can I pay with PayPal?',
  'asdf qwerty',
];

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status} before the load started`);
  return (await response.json()) as T;
}

const shopLists = (): string[] => [
  ...PRODUCT_SORTS.map((sort) => `/api/products?sort=${sort}`),
  ...CATEGORIES.map((category) => `/api/products?category=${category}&sort=lowest`),
  ...SEARCHES.map((q) => `/api/products?q=${encodeURIComponent(q)}`),
  '/api/products?page=2',
  '/api/products?category=sofa&sort=highest&page=2&pageSize=4',
  '/api/products?sort=trending&pageSize=8',
];

/** Every call of one turn of the rotation, from real product ids, names and review cursors. */
async function buildRotation(url: string): Promise<Call[]> {
  const { items } = await getJson<ProductList>(`${url}/api/products?pageSize=100`);
  if (items.length === 0) throw new Error('the catalogue is empty: nothing to load');
  const reviewPaths = await Promise.all(
    items.map(async ({ id }) => {
      const first = `/api/products/${id}/reviews`;
      const { nextCursor } = await getJson<ReviewPage>(`${url}${first}`);
      return nextCursor ? [first, `${first}?cursor=${encodeURIComponent(nextCursor)}`] : [first];
    }),
  );
  const questions = [...QUESTIONS, ...items.slice(0, 10).map(({ productName }) => `How much is the ${productName}?`)];
  const get = (kind: Call['kind'], path: string): Call => ({ kind, method: 'GET', path });
  return [
    ...shopLists().map((path) => get('shop list', path)),
    ...items.map(({ id }) => get('product', `/api/products/${id}`)),
    ...reviewPaths.flat().map((path) => get('reviews', path)),
    ...questions.map((message) => ({
      kind: 'chat' as const,
      method: 'POST' as const,
      path: '/chat/get',
      body: JSON.stringify({ message }),
    })),
  ];
}

const figuresOf = (times: readonly number[]): KindFigures => ({
  requests: times.length,
  p50Ms: percentile(times, 0.5),
  p99Ms: percentile(times, 0.99),
});

/** One line of figures per kind of call: "chat 812 answers, p50 40 / p99 560 ms; ...". */
export const describeKinds = (byKind: LoadFigures['byKind']): string =>
  Object.entries(byKind)
    .map(([kind, { requests, p50Ms, p99Ms }]) => `${kind} ${requests} answers, p50 ${Math.round(p50Ms)} / p99 ${Math.round(p99Ms)} ms`)
    .join('; ');

/** The calls in turn, for ever. */
function* rotate(calls: readonly Call[]): Generator<Call, never> {
  for (;;) yield* calls;
}

export async function runMixedLoad({ url, connections, ...length }: LoadOptions): Promise<LoadFigures> {
  const calls = rotate(await buildRotation(url));
  const callOf = new WeakMap<object, Call>();
  const failures: Record<string, number> = {};
  const count = (what: string) => (failures[what] = (failures[what] ?? 0) + 1);
  const times = eachKind((): number[] => []);
  // autocannon tells a response's time (its 'response' event) right after its body (onResponse), on the same turn.
  let answered: CallKind | undefined;

  const options: autocannon.Options = {
    url,
    connections,
    ...('totalRequests' in length ? { amount: length.totalRequests } : { duration: length.durationSeconds }),
    requests: [
      {
        setupRequest: (request, context) => {
          const call = calls.next().value;
          callOf.set(context, call);
          const headers = call.body ? { 'content-type': 'application/json' } : {};
          return { ...request, method: call.method, path: call.path, body: call.body, headers };
        },
        onResponse: (status, _body, context) => {
          answered = callOf.get(context)?.kind;
          if (status < 200 || status >= 300) count(`${status} ${answered ?? 'unknown'}`);
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('reqError', (error: unknown) => count(`socket: ${error instanceof Error ? error.message : String(error)}`));
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseMs: number) => {
      if (answered) times[answered].push(responseMs);
      answered = undefined;
    });
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors,
    failures,
    byKind: eachKind((kind) => figuresOf(times[kind])),
  };
}
