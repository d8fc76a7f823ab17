import 'server-only';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './database';

export interface CreateDatabaseOptions {
  /** A postgres:// URL: use node-postgres. Without it, PGlite. */
  url?: string;
  /** PGlite data lives in `${dataDir}/pglite`. */
  dataDir?: string;
  /** PGlite in memory (tests); ignored when `url` is set. */
  inMemory?: boolean;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

function pingOf(db: Database): () => Promise<number> {
  return async () => {
    const started = performance.now();
    await db.execute(sql`select 1`);
    return Math.round((performance.now() - started) * 100) / 100;
  };
}

/** Opens PGlite (embedded, one opener per data folder) or a node-postgres pool, with the same drizzle API. */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the process.
    pool.on('error', (error) => console.error('[db] idle PostgreSQL client error', error));
    const driver = drizzlePostgres({ client: pool, schema });
    return { kind: 'postgres', db: driver, driver, ping: pingOf(driver), close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (!options.inMemory) {
    if (!options.dataDir) throw new Error('createDatabase: dataDir or inMemory is required for PGlite');
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  const driver = drizzlePglite({ client, schema });
  const close = async () => {
    if (!client.closed) await client.close();
  };
  return { kind: 'pglite', db: driver, driver, ping: pingOf(driver), close };
}
