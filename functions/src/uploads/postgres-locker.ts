// Locks uploads across instances on one PostgreSQL, so two instances never write one upload at once
// (@tus/server's own MemoryLocker only knows its process). Each instance keeps one connection holding a
// session-level advisory lock per upload it is writing. Within the process a map makes the requests for
// one upload take turns first, since a session's advisory locks are re-entrant and PostgreSQL alone would
// let two requests of one instance in. As tus asks of a locker, a request wanting a held upload asks the
// holder to let go (tus then ends the holder's request after its drain delay): through the map in this
// process, by NOTIFY to the other instances. If the connection drops, PostgreSQL frees its locks, so
// every holder here is asked to let go at once and the next lock opens a new connection.
import { setTimeout as delay } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { Client } from 'pg';

/** The first key of the two-key advisory locks: the upload id's hash is the second. */
const LOCK_SPACE = 72_240_531;
const RELEASE_CHANNEL = 'tus_upload_release';
/** As long as @tus/server's MemoryLocker waits. */
const ACQUIRE_TIMEOUT_MS = 30_000;
const RETRY_MS = 50;

export type PostgresLocker = Locker & { close(): Promise<void> };

export function createPostgresLocker(url: string, { acquireTimeoutMs = ACQUIRE_TIMEOUT_MS } = {}): PostgresLocker {
  /** The uploads this process holds or is taking, each with how to ask its request to let go. */
  const held = new Map<string, { lock: Lock; requestRelease: RequestRelease }>();
  let session: Promise<Client> | undefined;

  function letGoAll() {
    for (const holder of held.values()) void holder.requestRelease();
    held.clear();
  }

  /** node-postgres loads with the first lock: an instance that takes no upload never holds it. */
  function connect(): Promise<Client> {
    const opened = import('pg').then(async ({ default: pg }) => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (message) => {
        if (message.channel === RELEASE_CHANNEL && message.payload) void held.get(message.payload)?.requestRelease();
      });
      await client.connect();
      await client.query(`LISTEN ${RELEASE_CHANNEL}`);
      return client;
    });
    function lost() {
      if (session !== opened) return;
      session = undefined;
      letGoAll();
    }
    opened.catch(lost);
    return opened;
  }

  const query = async (text: string, values: unknown[]) => (await (session ??= connect())).query<{ done: boolean }>(text, values);

  /** Takes the upload in PostgreSQL for this process; false when another instance holds it. */
  const tryTake = async (id: string) =>
    (await query('SELECT pg_try_advisory_lock($1, hashtext($2)) AS done', [LOCK_SPACE, id])).rows[0]?.done === true;

  class PostgresLock implements Lock {
    constructor(private readonly id: string) {}

    async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
      const deadline = Date.now() + acquireTimeoutMs;
      let hasAskedOthers = false;
      while (!signal.aborted && Date.now() < deadline) {
        const holder = held.get(this.id);
        if (holder) {
          await holder.requestRelease();
        } else {
          const mine = { lock: this, requestRelease };
          held.set(this.id, mine);
          const isTaken = await tryTake(this.id).catch(() => false);
          // The connection may have dropped meanwhile, taking the lock with it and clearing the map.
          if (isTaken && held.get(this.id) === mine) return;
          if (held.get(this.id) === mine) held.delete(this.id);
          if (!hasAskedOthers) {
            hasAskedOthers = true;
            await query('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, this.id])
              .then(() => undefined)
              .catch(() => undefined);
          }
        }
        await delay(RETRY_MS);
      }
      throw ERRORS.ERR_LOCK_TIMEOUT;
    }

    async unlock(): Promise<void> {
      if (held.get(this.id)?.lock !== this) return;
      await query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, this.id]).catch(() => undefined);
      held.delete(this.id);
    }
  }

  return {
    newLock: (id) => new PostgresLock(id),
    async close() {
      const closing = session;
      session = undefined;
      letGoAll();
      await (await closing?.catch(() => undefined))?.end();
    },
  };
}
