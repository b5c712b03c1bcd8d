// Property-based fuzzing of the shop's per-account and per-address limits (upload bytes, live-feed streams,
// discount code tries, support tickets): random sequences of requests, from a
// few addresses and accounts, with hostile values where a limit reads one. Whatever arrives: never a server error,
// every refusal in the one error shape with a Retry-After, and nobody gets past a limit, however the requests mix.
// FUZZ_RUNS sets the sequences per limit (`npm run bench` sends 500).
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { discountCodeSchema } from '@shop/core/discounts/code';
import { apiErrorSchema } from '@shop/core/errors';
import { MAX_IMAGE_BYTES } from '@shop/core/uploads';
import { signUp, type Client } from '@shop/test-support/accounts';
import { signUpAdmin } from '@shop/test-support/admin';
import { insertProduct } from '@shop/test-support/data-generators';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { createSession, SESSION_COOKIE } from '../auth/index.ts';
import { supportTickets, users } from '../db/schema.ts';
import { closeTicket } from '../support/tickets.ts';

const RUNS = Number(process.env.FUZZ_RUNS) || 15;
const ACCOUNT_BYTES = 5000;
const ADDRESS_BYTES = 8000;
const ADDRESSES = ['10.7.0.1', '10.7.0.2', '2001:db8::7'];
const ADDRESS_STREAMS = 3;
const TOTAL_STREAMS = 7;
const CODE_ADDRESS_TRIES = 4;
const CODE_ACCOUNT_TRIES = 3;
const REAL_CODE = 'FUZZ-REAL-15';
const VISITOR_TICKETS = 2;
const ACCOUNT_TICKETS = 3;

let shoppers: Client[];
let cart: Array<{ productId: string; quantity: number }>;

const t = await fileTestApp({
  UPLOAD_ACCOUNT_BYTES: String(ACCOUNT_BYTES),
  UPLOAD_ADDRESS_BYTES: String(ADDRESS_BYTES),
  LIVE_FEED_ADDRESS_STREAMS: String(ADDRESS_STREAMS),
  LIVE_FEED_STREAMS: String(TOTAL_STREAMS),
  DISCOUNT_CODE_ADDRESS_LIMIT: String(CODE_ADDRESS_TRIES),
  DISCOUNT_CODE_ACCOUNT_LIMIT: String(CODE_ACCOUNT_TRIES),
  SUPPORT_VISITOR_TICKET_LIMIT: String(VISITOR_TICKETS),
  SUPPORT_ACCOUNT_TICKET_LIMIT: String(ACCOUNT_TICKETS),
});

beforeAll(async () => {
  shoppers = [await signUp(t), await signUp(t)];
  const product = await insertProduct(t.database.db, { price: 5_000, stock: 10 });
  cart = [{ productId: product.id, quantity: 1 }];
  const admin = await signUpAdmin(t);
  const created = await t.app.request('/api/admin/discount-codes', {
    method: 'POST',
    headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ code: REAL_CODE, kind: 'percent', value: 15, startsAt: new Date(Date.now() - 86_400_000).toISOString() }),
  });
  expect(created.status).toBe(201);
});

/** A request from `address`, as the app sees one arriving on a socket from there. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: 'IPv4' } } });

/** A refusal: 429 in the error shape, saying when to come back. */
async function expectRefusal(answer: Response, context: string) {
  expect(apiErrorSchema.safeParse(await answer.json()).success, context).toBe(true);
  expect(Number(answer.headers.get('retry-after')), context).toBeGreaterThan(0);
}

const declaredLength = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 3000 }).map(String) },
  fc.constantFrom('0', '-1', '1.5', '1e3', ' 5', '0x10', '', '99999999999999999999', '10485760', '10485761', 'NaN'),
);

const uploadStart = fc.record({
  shopper: fc.constantFrom(undefined, 0, 1),
  address: fc.constantFrom(...ADDRESSES),
  length: declaredLength,
});

describe('the upload byte limits under random sequences of uploads', () => {
  it('never let an account or an address declare more than its bytes, and refuse in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(uploadStart, { minLength: 1, maxLength: 25 }), async (starts) => {
        // Each sequence starts from nothing counted.
        await Promise.all([
          ...shoppers.map((shopper) => t.uploadLimits.accountBytes.reset(shopper.user.uid)),
          ...ADDRESSES.map((address) => t.uploadLimits.addressBytes.reset(address)),
          ...ADDRESSES.map((address) => t.uploadLimits.visitorUploads.reset(address)),
        ]);
        const accepted = new Map<string, number>();
        const add = (key: string, bytes: number) => accepted.set(key, (accepted.get(key) ?? 0) + bytes);
        for (const { shopper, address, length } of starts) {
          const cookie = shopper === undefined ? undefined : shoppers[shopper]?.cookie;
          const answer = await t.app.request(
            '/api/uploads',
            {
              method: 'POST',
              headers: {
                'tus-resumable': '1.0.0',
                'upload-length': length,
                'upload-metadata': `filetype ${btoa('image/png')}`,
                ...(cookie ? { cookie } : {}),
              },
            },
            from(address),
          );
          const context = `${shopper === undefined ? 'a visitor' : `shopper ${shopper}`} at ${address} declaring "${length}": ${answer.status}`;
          expect(answer.status, context).toBeLessThan(500);
          const bytes = /^\d+$/.test(length) ? Number(length) : 0;
          const fits =
            bytes > 0 &&
            bytes <= MAX_IMAGE_BYTES &&
            (accepted.get(address) ?? 0) + bytes <= ADDRESS_BYTES &&
            (shopper === undefined || (accepted.get(`shopper ${shopper}`) ?? 0) + bytes <= ACCOUNT_BYTES);
          // What fits both budgets is taken; what does not, and is an upload tus would take, is refused by a limit.
          if (fits) expect(answer.status, context).toBe(201);
          else if (bytes > 0 && bytes <= MAX_IMAGE_BYTES) expect(answer.status, context).toBe(429);
          if (answer.status === 429) await expectRefusal(answer, context);
          else await answer.body?.cancel();
          if (answer.status === 201) {
            add(address, Number(length));
            if (shopper !== undefined) add(`shopper ${shopper}`, Number(length));
          }
        }
        for (const address of ADDRESSES) expect(accepted.get(address) ?? 0).toBeLessThanOrEqual(ADDRESS_BYTES);
        for (const shopper of [0, 1]) expect(accepted.get(`shopper ${shopper}`) ?? 0).toBeLessThanOrEqual(ACCOUNT_BYTES);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});

const streamStep = fc.oneof(fc.record({ open: fc.constantFrom(...ADDRESSES) }), fc.record({ close: fc.nat() }));

describe('the live feed stream limits under random sequences of streams opened and closed', () => {
  it('never let an address or the server hold more streams than allowed, and give places back on close', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(streamStep, { minLength: 1, maxLength: 40 }), async (steps) => {
        const open: { address: string; answer: Response }[] = [];
        const held = (address: string) => open.filter((stream) => stream.address === address).length;
        for (const step of steps) {
          if ('close' in step) {
            const [closing] = open.splice(step.close % Math.max(open.length, 1), 1);
            await closing?.answer.body?.cancel();
            continue;
          }
          const answer = await t.app.request('/api/events', {}, from(step.open));
          const context = `a stream from ${step.open} with ${held(step.open)} of its own and ${open.length} in all open: ${answer.status}`;
          const fits = held(step.open) < ADDRESS_STREAMS && open.length < TOTAL_STREAMS;
          expect(answer.status, context).toBe(fits ? 200 : 429);
          if (answer.status === 200) open.push({ address: step.open, answer });
          else await expectRefusal(answer, context);
          expect(t.liveStreams.open(), context).toBe(open.length);
        }
        for (const stream of open) await stream.answer.body?.cancel();
        expect(t.liveStreams.open()).toBe(0);
        expect(t.liveStreams.addresses()).toBe(0);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});

const codeTry = fc.record({
  shopper: fc.constantFrom(undefined, 0, 1),
  address: fc.constantFrom(...ADDRESSES),
  code: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(REAL_CODE, REAL_CODE.toLowerCase()) },
    { weight: 5, arbitrary: fc.stringMatching(/^[A-Z0-9-]{3,12}$/) },
    fc.constantFrom('', 'x', 'A'.repeat(33), '<script>', 'SAVE\u0000', '🙂🙂🙂'),
  ),
});

describe('the discount code tries under random sequences of quotes', () => {
  it('never let an address or an account have more codes refused than allowed; a code that applies is never counted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(codeTry, { minLength: 1, maxLength: 25 }), async (tries) => {
        await Promise.all([
          ...shoppers.map((shopper) => t.codeTries.perAccount.reset(shopper.user.uid)),
          ...ADDRESSES.map((address) => t.codeTries.perAddress.reset(address)),
        ]);
        const refused = new Map<string, number>();
        const count = (key: string) => refused.get(key) ?? 0;
        for (const { shopper, address, code } of tries) {
          const cookie = shopper === undefined ? undefined : shoppers[shopper]?.cookie;
          const answer = await t.app.request(
            '/api/quotes',
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
              body: JSON.stringify({ discountCode: code, items: cart }),
            },
            from(address),
          );
          const account = shopper === undefined ? undefined : `shopper ${shopper}`;
          const context = `${account ?? 'a visitor'} at ${address} trying "${code}": ${answer.status}`;
          expect(answer.status, context).toBeLessThan(500);
          // A code that is not one in form (empty, too long) is refused as a bad field, before any code is looked up.
          const isHeld = count(address) >= CODE_ADDRESS_TRIES || (account !== undefined && count(account) >= CODE_ACCOUNT_TRIES);
          if (!discountCodeSchema.safeParse(code).success) expect(answer.status, context).toBe(400);
          else if (isHeld) expect(answer.status, context).toBe(429);
          else if (code.toUpperCase() === REAL_CODE) expect(answer.status, context).toBe(200);
          if (answer.status === 429) {
            await expectRefusal(answer, context);
            continue;
          }
          const body = (await answer.json()) as { error?: { code: string } };
          if (body.error?.code !== 'discount_refused') continue;
          refused.set(address, count(address) + 1);
          if (account) refused.set(account, count(account) + 1);
        }
        for (const address of ADDRESSES) expect(count(address)).toBeLessThanOrEqual(CODE_ADDRESS_TRIES);
        for (const shopper of [0, 1]) expect(count(`shopper ${shopper}`)).toBeLessThanOrEqual(CODE_ACCOUNT_TRIES);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});

const handOver = fc.record({
  /** A visitor (a new browser each time), or one of two accounts. */
  account: fc.constantFrom(undefined, 0, 1),
  address: fc.integer({ min: 0, max: 2 }),
  message: fc.constantFrom('I want to talk to a person', 'human please', 'can I speak to someone', 'agent'),
  /** Whether the team closes the ticket at once, so asking again opens a new one. */
  isClosed: fc.boolean(),
});

/** A customer of this run only: the limits count for an hour, so every run starts from fresh accounts. */
async function freshCustomer(): Promise<{ cookie: string; id: string }> {
  const email = `tickets-${crypto.randomUUID()}@example.com`;
  const [row] = await t.database.db.insert(users).values({ displayName: 'Tickets', email, passwordHash: 'x' }).returning({ id: users.id });
  if (!row) throw new Error('no user');
  return { cookie: `${SESSION_COOKIE}=${(await createSession(t.database.db, row.id)).token}`, id: row.id };
}

const ticketsOf = (userId: string) => t.database.db.$count(supportTickets, eq(supportTickets.userId, userId));

let ticketRun = 0;

describe('the support ticket limits under random sequences of hand-overs', () => {
  it('never let an address open more visitor tickets, or an account more tickets from any address, than allowed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(handOver, { minLength: 1, maxLength: 12 }), async (steps) => {
        // Addresses of this run only, for the same reason.
        ticketRun += 1;
        const accounts = [await freshCustomer(), await freshCustomer()];
        const visitorTickets = new Map<string, Set<string>>();
        for (const { account, address, message, isClosed } of steps) {
          const ip = `10.8.${ticketRun % 250}.${address}`;
          const customer = account === undefined ? undefined : accounts[account];
          const answer = await t.app.request(
            '/chat/get',
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...(customer ? { cookie: customer.cookie } : {}) },
              body: JSON.stringify({ message }),
            },
            from(ip),
          );
          const context = `${customer ? `account ${account}` : 'a visitor'} at ${ip} asking "${message}": ${answer.status}`;
          expect(answer.status, context).toBe(200);
          const { response } = (await answer.json()) as { response: string };
          const number = /ticket number is #(\d+)/.exec(response)?.[1];
          if (customer) expect(await ticketsOf(customer.id), context).toBeLessThanOrEqual(ACCOUNT_TICKETS);
          else {
            const seen = visitorTickets.get(ip) ?? new Set<string>();
            if (number !== undefined) seen.add(number);
            visitorTickets.set(ip, seen);
            expect(seen.size, context).toBeLessThanOrEqual(VISITOR_TICKETS);
            // Every visitor is a new browser: asked to wait only once the address has opened its tickets.
            if (/support tickets in the last hour/.test(response)) expect(seen.size, context).toBe(VISITOR_TICKETS);
          }
          if (number === undefined || !isClosed) continue;
          const [ticket] = await t.database.db
            .select({ id: supportTickets.id })
            .from(supportTickets)
            .where(eq(supportTickets.number, Number(number)));
          if (ticket) await closeTicket(t.database.db, ticket.id);
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
