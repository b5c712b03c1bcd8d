// The live feed: changes are announced with NOTIFY (inside the writing transaction, so they are sent
// on commit) and fanned out to this process's Server-Sent Events subscribers.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { liveEventSchema, type LiveEvent } from '@shop/core/events';
import { withWrites, type Database, type Db } from '../db/index.ts';
import { currentWriter } from './writer.ts';

const CHANNEL = 'shop_events';

export type LiveFeed = {
  /** Calls `listener` with each change until the answer is called; `onClose` when the feed closes first (shutdown). */
  subscribe(listener: (event: LiveEvent) => void, onClose?: () => void): () => void;
  /** How many subscribers the feed holds now. */
  listeners(): number;
  close(): Promise<void>;
};

/**
 * Announces a change; pass the transaction that made it so the event goes out only if it commits. The
 * browser tab that asked for the change is named, when it said who it is.
 */
export async function announce(db: Db, event: Omit<LiveEvent, 'by'>): Promise<void> {
  await announceAll(db, [event]);
}

/** The query that sends the events, each its own notification. */
function notifications(events: readonly Omit<LiveEvent, 'by'>[]): SQL {
  const by = currentWriter();
  const payloads = events.map((event) => JSON.stringify(by ? { ...event, by } : event));
  return sql`SELECT pg_notify(${CHANNEL}, payload) FROM jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) AS payload`;
}

/** Announces several changes in one statement (a catalogue import's thousands of products), each its own event. */
export async function announceAll(db: Db, events: readonly Omit<LiveEvent, 'by'>[]): Promise<void> {
  if (events.length === 0) return;
  await db.execute(notifications(events));
}

/**
 * Makes a change (an INSERT, UPDATE or DELETE, or several of different rows) and announces it in one statement,
 * which is all or nothing as a transaction is: the event goes out only if the change is made. The embedded
 * database runs one transaction at a time and waits, idle, through each of its round trips to the server's
 * thread; one statement holds it for no longer than it runs.
 */
export async function writeAndAnnounce(db: Db, write: SQLWrapper | readonly SQLWrapper[], event: Omit<LiveEvent, 'by'>): Promise<void> {
  await db.execute(withWrites(Array.isArray(write) ? write : [write], notifications([event])));
}

/** Announces a change to an order: its owner's browsers and admins hear of it (an order outlives a deleted account). */
export const announceOrder = (db: Db, order: { id: string; userId: string | null }): Promise<void> =>
  announce(db, { topic: 'orders', id: order.id, ...(order.userId ? { account: order.userId } : {}) });

export async function openLiveFeed(database: Database): Promise<LiveFeed> {
  // Each subscriber is one entry, removed when it unsubscribes: nothing else remembers it.
  const subscribers = new Map<(event: LiveEvent) => void, (() => void) | undefined>();
  const stop = await database.listen(CHANNEL, (payload) => {
    const parsed = liveEventSchema.safeParse(safeJson(payload));
    if (!parsed.success) return;
    for (const listener of subscribers.keys()) listener(parsed.data);
  });
  return {
    subscribe(listener, onClose) {
      // A wrapper of its own, so the same function subscribed twice is two subscribers.
      const entry = (event: LiveEvent) => listener(event);
      subscribers.set(entry, onClose);
      return () => void subscribers.delete(entry);
    },
    listeners: () => subscribers.size,
    async close() {
      const onClose = [...subscribers.values()];
      subscribers.clear();
      for (const closing of onClose) closing?.();
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
