// Property-based fuzzing of every endpoint the app serves: random and hostile ids, query strings,
// headers, cookies and bodies, as a visitor, a shopper and an admin. Whatever arrives: never a server
// error, never an internal detail in a body, every refusal in the one error shape, and a refused request
// leaves the database exactly as it was. FUZZ_RUNS sets the requests per endpoint and role (`npm run bench`
// sends 500).
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Role } from '../policy.ts';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { whatIsWrong } from '@shop/test-support/fuzz/answer-checks';
import { describeRequest, hostileRequests, type FuzzRequest } from '@shop/test-support/fuzz/arbitraries';
import { fuzzedEndpoints } from '@shop/test-support/fuzz/endpoints';
import { openFuzzShop } from '@shop/test-support/fuzz/fuzz-shop';
import { closeConnection, sendRaw } from '@shop/test-support/fuzz/raw-request';
import { fingerprinter, settledFingerprint } from '@shop/test-support/fuzz/snapshot';

const RUNS = Number(process.env.FUZZ_RUNS) || 15;
const ROLES: [Role, string][] = [
  ['anonymous', 'a visitor'],
  ['user', 'a shopper'],
  ['admin', 'an admin'],
];
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// The background worker runs only after a write (below) and when a write wakes it, never on its timer: a job
// it ran or retried then would change the outbox under a refused request's before-and-after.
const t = await fileTestApp({
  CHAT_RATE_LIMIT: '100000',
  LOGIN_CLIENT_LIMIT: '100000',
  LOGIN_ACCOUNT_LIMIT: '100000',
  WORKER_INTERVAL_MS: '3600000',
});
const shop = await openFuzzShop(t);
const fingerprint = await fingerprinter(t.database.db);
const prototypeNames = () =>
  [Object.prototype, Array.prototype, Function.prototype].map((prototype) => Object.getOwnPropertyNames(prototype));
const cleanPrototypes = prototypeNames();
const tally = { requests: 0, serverErrors: 0 };
let lastFingerprint = await fingerprint();

afterAll(async () => {
  console.log(`fuzz: ${tally.requests} requests, ${tally.serverErrors} server errors`);
  closeConnection();
});

async function sendAndCheck(role: Role, request: FuzzRequest): Promise<void> {
  const before = lastFingerprint;
  const cookie = [shop.cookieOf(role), request.oddCookie].filter(Boolean).join('; ');
  const answer = await sendRaw(t.url, request, cookie);
  tally.requests += 1;
  if (answer.status >= 500) tally.serverErrors += 1;
  const context = `${describeRequest(request)}\n\nanswered ${answer.status}`;
  expect(whatIsWrong(request, answer), context).toEqual([]);
  expect(prototypeNames(), `built-in prototypes after\n${context}`).toEqual(cleanPrototypes);
  if (answer.status >= 400) {
    lastFingerprint = await fingerprint();
    expect(lastFingerprint, `the database after the refused\n${context}`).toEqual(before);
  } else if (!READ_METHODS.has(request.method)) {
    // The jobs the write queued (an email, a refund) are done before the next request, not during it.
    await t.worker.runOnce();
    await settledFingerprint(fingerprint);
    await shop.restore();
    lastFingerprint = await fingerprint();
  }
}

const endpoints = fuzzedEndpoints(t.app);

describe('every endpoint under random and hostile requests', () => {
  it('takes its endpoints from the app, stored files and health checks included', () => {
    expect(endpoints.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['GET /healthz', 'GET /readyz', 'GET /files/*', 'ALL /api/uploads/*', 'POST /chat/get', 'POST /api/orders']),
    );
  });

  const cases = endpoints.flatMap((endpoint) =>
    ROLES.map(([role, who]) => [`${endpoint.method} ${endpoint.path}`, who, endpoint, role] as const),
  );

  it.each(cases)(
    '%s as %s: no server error or leak, refusals in the error shape and changing nothing',
    async (_route, _who, endpoint, role) => {
      await fc.assert(
        fc.asyncProperty(hostileRequests(endpoint, shop.known), (request) => sendAndCheck(role, request)),
        { numRuns: RUNS },
      );
    },
    Math.max(30_000, RUNS * 400),
  );
});
