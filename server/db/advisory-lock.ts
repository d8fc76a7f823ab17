import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Transaction-scoped advisory locks on named keys, taken in sorted order so two callers never wait on each other
 * crosswise; held until the transaction ends. Works the same on PGlite and PostgreSQL.
 */
export async function lockKeys(tx: Database, keys: readonly string[]): Promise<void> {
  for (const key of [...keys].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
