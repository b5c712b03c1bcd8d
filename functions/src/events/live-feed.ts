// The live feed: changes are announced with NOTIFY (inside the writing transaction, so they are sent
// on commit) and fanned out to this process's Server-Sent Events subscribers.
import { sql } from 'drizzle-orm';
import { liveEventSchema, type LiveEvent } from '@shop/core/events';
import type { Database, Db } from '../db/index.ts';
import { currentWriter } from './writer.ts';

const CHANNEL = 'shop_events';

export type LiveFeed = {
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /** Settles when the feed closes (shutdown), so open event streams can end. */
  closed: Promise<void>;
  close(): Promise<void>;
};

/**
 * Announces a change; pass the transaction that made it so the event goes out only if it commits. The
 * browser tab that asked for the change is named, when it said who it is.
 */
export async function announce(db: Db, event: Omit<LiveEvent, 'by'>): Promise<void> {
  const by = currentWriter();
  await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(by ? { ...event, by } : event)})`);
}

export async function openLiveFeed(database: Database): Promise<LiveFeed> {
  const listeners = new Set<(event: LiveEvent) => void>();
  const stop = await database.listen(CHANNEL, (payload) => {
    const parsed = liveEventSchema.safeParse(safeJson(payload));
    if (!parsed.success) return;
    for (const listener of listeners) listener(parsed.data);
  });
  let markClosed = () => {};
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    closed,
    async close() {
      markClosed();
      listeners.clear();
      await stop();
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
