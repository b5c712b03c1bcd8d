// Search throughput against the product list's, on one server in one run: GET /api/products?q=... (a word
// as typed, and a typo that only the trigram fallback finds) against GET /api/products, in alternating
// short rounds (this machine's CPU share moves within a minute; see api.ts). Each request asks a new address
// (a `max` price no product reaches, so the answer is the same), so the read cache answers none of them: the
// ratio is the search's database work against the plain list's. The near products of a typo are kept until the
// catalogue changes (functions/src/products/search.ts), so a last line asks a different typo each time, more than
// either cache keeps: the worst case. Then the same with one address repeated, which the read cache answers, as
// it does a popular search.
import autocannon from 'autocannon';
import { percentile } from './stats.ts';

const ROUNDS = 5;
const CONNECTIONS = 20;
/** More addresses than the read cache keeps (1000), so that none is answered from it. */
const ADDRESSES = 5000;

export type SearchFigures = { searchPerSecond: number; listPerSecond: number; ratio: number; ratioRange: { min: number; max: number } };

async function requestsPerSecond(serverUrl: string, addressOf: (n: number) => string, seconds: number): Promise<number> {
  let sent = 0;
  const result = await autocannon({
    url: serverUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: addressOf((sent += 1)) }) }],
  });
  if (result.errors + result.non2xx > 0)
    throw new Error(`${addressOf(0)}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`);
  return result.requests.average;
}

async function compare(serverUrl: string, search: (n: number) => string, list: (n: number) => string, seconds = 2): Promise<SearchFigures> {
  await requestsPerSecond(serverUrl, search, 1);
  await requestsPerSecond(serverUrl, list, 1);
  const rounds: { search: number; list: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.push({ search: await requestsPerSecond(serverUrl, search, seconds), list: await requestsPerSecond(serverUrl, list, seconds) });
  }
  const ratios = rounds.map((round) => round.search / round.list);
  return {
    searchPerSecond: percentile(
      rounds.map((round) => round.search),
      0.5,
    ),
    listPerSecond: percentile(
      rounds.map((round) => round.list),
      0.5,
    ),
    ratio: percentile(ratios, 0.5),
    ratioRange: { min: Math.min(...ratios), max: Math.max(...ratios) },
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Each word with one letter changed or one added: near it, and over a thousand different texts. */
function typosOf(words: string[]): string[] {
  const typos = new Set<string>();
  for (const word of words) {
    for (let at = 0; at <= word.length; at += 1) {
      for (const letter of LETTERS) {
        typos.add(word.slice(0, at) + letter + word.slice(at));
        if (at < word.length && word[at] !== letter) typos.add(word.slice(0, at) + letter + word.slice(at + 1));
      }
    }
  }
  return [...typos];
}

/** A price ceiling no product reaches, different for each request. */
const unreached = (n: number) => `max=${100_000 + (n % ADDRESSES)}`;

export async function benchSearch(serverUrl: string) {
  const list = (n: number) => `/api/products?${unreached(n)}`;
  return {
    typed: await compare(serverUrl, (n) => `/api/products?q=headphones&${unreached(n)}`, list),
    typo: await compare(serverUrl, (n) => `/api/products?q=headphons&${unreached(n)}`, list),
    newTypo: await (async () => {
      const typos = typosOf(['headphones', 'speaker', 'armchair', 'wireless']);
      return compare(serverUrl, (n) => `/api/products?q=${typos[n % typos.length]}&${unreached(n)}`, list);
    })(),
    cached: await compare(
      serverUrl,
      () => '/api/products?q=headphons',
      () => '/api/products',
    ),
  };
}

export function describeSearch(figures: Awaited<ReturnType<typeof benchSearch>>): [string, string][] {
  const line = ({ searchPerSecond, listPerSecond, ratio, ratioRange }: SearchFigures) =>
    `${ratio.toFixed(2)} (median of ${ROUNDS} rounds, ${ratioRange.min.toFixed(2)} to ${ratioRange.max.toFixed(2)}; ${searchPerSecond.toFixed(0)} / ${listPerSecond.toFixed(0)} req/s)`;
  return [
    ['search "headphones" / product list throughput, uncached (target >= 0.9)', line(figures.typed)],
    ['search typo "headphons" / product list throughput, uncached (target >= 0.9)', line(figures.typo)],
    ['search, a different typo each time / product list throughput, uncached', line(figures.newTypo)],
    ['search typo / product list throughput, read cache (target >= 0.9)', line(figures.cached)],
  ];
}
