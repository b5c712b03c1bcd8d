import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '@shop/functions/db';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { createLogger } from './logging.ts';

const t = await fileTestApp();

function capturedLogger() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { logger: createLogger('info', stream), text: () => text };
}

async function failure(query: Promise<unknown>): Promise<unknown> {
  return query.then(
    () => expect.fail('the query should have failed'),
    (error: unknown) => error,
  );
}

describe('logs of a failed query', () => {
  it('keep the query but not the password hash bound to it', async () => {
    const id = randomUUID();
    const row = {
      id,
      displayName: 'Log',
      email: `${id}@example.com`,
      photoUrl: '/x',
      photoSrcSet: '',
      passwordHash: '$argon2id$SECRET-HASH',
    };
    await t.database.db.insert(users).values(row);
    const error = await failure(t.database.db.insert(users).values(row));
    const { logger, text } = capturedLogger();
    logger.error({ err: error }, 'unhandled error');
    expect(text()).toContain('Failed query: insert into \\"users\\"');
    expect(text()).not.toContain('SECRET-HASH');
    expect(text()).not.toContain(`${id}@example.com`);
  });

  it('keep no session token, billing or delivery detail, in the error or beside it', async () => {
    const error = await failure(
      t.database.db.insert(sessions).values({ id: 'session-token-digest', userId: randomUUID(), expiresAt: new Date() }),
    );
    const { logger, text } = capturedLogger();
    const delivery = { kind: 'new', address: { city: 'Wigan' } };
    logger.error(
      { err: error, token: 'raw-session-token', resetToken: 'raw-reset-token', billing: { city: 'Leeds' }, request: { delivery } },
      'oops',
    );
    for (const secret of ['session-token-digest', 'raw-session-token', 'raw-reset-token', 'Leeds', 'Wigan'])
      expect(text()).not.toContain(secret);
  });
});
