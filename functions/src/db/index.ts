// The database's public surface: opening it (PGlite or PostgreSQL), its tables, its error codes, keyset pages and
// several writes in one statement.
export {
  migrationsFolder,
  openDatabase,
  pendingMigrations,
  openPglite,
  openPostgres,
  type Database,
  type DatabaseOptions,
  type Db,
  type PgliteDatabase,
} from './client.ts';
export { ensurePgliteTemplate } from './pglite-template.ts';
export { isDatabaseUnavailable, isForeignKeyViolation, isUniqueViolation, isUnstorableInput, pgErrorCode } from './errors.ts';
export { afterCursor, keysetPage, newestFirst, rowsForPage } from './keyset.ts';
export { containing, escapeLike } from './like.ts';
export { prepared, withWrites } from './together.ts';
export * from './schema.ts';
