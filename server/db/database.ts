import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema';

export type Schema = typeof schema;

/**
 * What domain operations take as their first argument: the PGlite database, the node-postgres database or a
 * transaction of either (a PgTransaction is a PgDatabase), so operations compose inside `db.transaction`.
 * Only the query-result shape of raw `execute()` differs between drivers, hence the driver-neutral HKT.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

interface DatabaseHandleBase {
  /** The connection domain operations use. */
  readonly db: Database;
  /** Round-trip time of `select 1` in milliseconds; rejects when the database does not answer. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

/** `driver` is the same connection as `db` with its driver-specific type, for the driver's own migrator. */
export type DatabaseHandle =
  | (DatabaseHandleBase & { readonly kind: 'pglite'; readonly driver: PgliteDatabase<Schema> })
  | (DatabaseHandleBase & { readonly kind: 'postgres'; readonly driver: NodePgDatabase<Schema> });

export type DatabaseKind = DatabaseHandle['kind'];
