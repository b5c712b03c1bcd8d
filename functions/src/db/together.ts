// Several writes as one statement. The embedded database runs one statement at a time for the whole server
// and waits, idle, through each round trip to the server's thread; one statement holds it for no longer
// than it runs, and is all or nothing as a transaction is.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `last` with `writes` (INSERTs, UPDATEs or DELETEs, each of other rows) as its WITH: all are done, whatever
 * `last` reads of them. A row one inserts can be named by another's foreign key, which is checked once all are done.
 */
export function withWrites(writes: readonly SQLWrapper[], last: SQL): SQL {
  if (writes.length === 0) return last;
  const written = writes.map((write, index) => sql`${sql.raw(`written${index}`)} AS (${write.getSQL()})`);
  return sql`WITH ${sql.join(written, sql`, `)} ${last}`;
}
