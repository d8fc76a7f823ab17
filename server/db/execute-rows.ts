import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Rows of a raw SQL query on either driver. `Database` is driver-neutral, so `execute()` is typed `unknown`;
 * node-postgres and PGlite both answer `{ rows }`, checked here rather than assumed. Prefer the query builder.
 */
export async function executeRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('executeRows: the driver answered without a rows array');
  }
  return result.rows as T[];
}
