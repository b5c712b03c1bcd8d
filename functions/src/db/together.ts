// Several writes as one statement. The embedded database runs one statement at a time for the whole server
// and waits, idle, through each round trip to the server's thread; one statement holds it for no longer
// than it runs, and is all or nothing as a transaction is.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * `last` with `writes` (INSERTs, UPDATEs or DELETEs, each of other rows) as its WITH: all are done, whatever
 * `last` reads of them. A row one inserts can be named by another's foreign key, which is checked once all are done.
 */
export function withWrites(writes: readonly SQLWrapper[], last: SQL): SQL {
  if (writes.length === 0) return last;
  const written = writes.map((write, index) => sql`${sql.raw(`written${index}`)} AS (${write.getSQL()})`);
  return sql`WITH ${sql.join(written, sql`, `)} ${last}`;
}

const dialect = new PgDialect();

/**
 * A statement whose text is built once, then run with the values of its placeholders (`sql.placeholder`).
 * Drizzle builds a statement's text anew each time it runs: tens of microseconds of the request thread for a
 * write of two tables, which the chat makes for every message.
 */
export function prepared(statement: SQL): (db: Db, values: Record<string, unknown>) => Promise<void> {
  const query = dialect.sqlToQuery(statement);
  return async (db, values) => {
    await db._.session.prepareQuery(query, undefined, undefined, false).execute(values);
  };
}
