// A reset request does the same work whether or not the account exists: it queues one job, and the worker
// looks the account up later, so neither the answer's time nor what it writes tells whether the email has
// an account.
import { beforeAll, expect, it } from 'vitest';
import { outbox, passwordResetTokens } from '@shop/functions/db';
import { signUp, type Client } from '@shop/test-support/accounts';
import { fileTestApp } from '@shop/test-support/file-test-app';

let shopper: Client;

const t = await fileTestApp({ LOGIN_CLIENT_LIMIT: '1000', PASSWORD_RESET_EMAIL_LIMIT: '1000' });

beforeAll(async () => {
  // The app's own worker, woken by a request on PostgreSQL, would otherwise do the job between the snapshots.
  await t.worker.stop();
  shopper = await signUp(t);
});

const post = (url: string, body: unknown) =>
  t.app.request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

it('does the same work while answering whether or not the account exists: one job, looked up by the worker', async () => {
  const writesOf = async (email: string) => {
    const before = await t.database.db.select({ id: outbox.id }).from(outbox);
    const tokensBefore = (await t.database.db.select().from(passwordResetTokens)).length;
    expect((await post('/api/auth/password-reset', { email })).status).toBe(202);
    const known = new Set(before.map((row) => row.id));
    const added = (await t.database.db.select().from(outbox)).filter((row) => !known.has(row.id));
    const tokensAdded = (await t.database.db.select().from(passwordResetTokens)).length - tokensBefore;
    return { jobs: added.map((row) => ({ kind: row.kind, fields: Object.keys(row.payload as object) })), tokensAdded };
  };
  const known = await writesOf(shopper.user.email);
  const unknown = await writesOf('nobody-at-all@example.com');
  expect(known).toEqual(unknown);
  expect(known).toEqual({ jobs: [{ kind: 'passwordReset', fields: ['email'] }], tokensAdded: 0 });
});
