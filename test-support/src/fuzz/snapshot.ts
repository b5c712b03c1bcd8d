// A fingerprint of the database: for every table, its row count and an md5 of all its rows in order, so a
// test can tell whether a request changed anything at all.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@shop/functions/db';

export type Fingerprint = Record<string, string>;

const tableNamesSchema = z.object({ rows: z.array(z.object({ name: z.string() })) });
const sumsSchema = z.object({ rows: z.array(z.object({ name: z.string(), sum: z.string() })) });

const SETTLE_MS = 10;
const SETTLE_TRIES = 100;

/**
 * Every table, sessions included: a session is written only when a login or signup succeeds, and the
 * login and chat rate limits are kept in memory, so a refused request has no business touching any table.
 * The tables a fuzz run makes are small, so hashing every row stays cheap.
 */
export async function fingerprinter(db: Db): Promise<() => Promise<Fingerprint>> {
  const tables = tableNamesSchema.parse(
    await db.execute(sql`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`),
  ).rows;
  const query = sql.join(
    tables.map(
      ({ name }) =>
        sql`SELECT ${name}::text AS name, count(*) || ':' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') AS sum
          FROM ${sql.identifier(name)} t`,
    ),
    sql` UNION ALL `,
  );
  return async () => Object.fromEntries(sumsSchema.parse(await db.execute(query)).rows.map(({ name, sum }) => [name, sum]));
}

/** The fingerprint once writes an answered request left running (the chatbot stores a turn after it answers) have landed. */
export async function settledFingerprint(fingerprint: () => Promise<Fingerprint>): Promise<Fingerprint> {
  let previous = await fingerprint();
  for (let tries = 0; tries < SETTLE_TRIES; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const current = await fingerprint();
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  throw new Error(`the database was still changing ${SETTLE_MS * SETTLE_TRIES} ms after the last request`);
}
