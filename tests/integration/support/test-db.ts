import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { createDatabase } from '@/server/db/create-database';
import type { DatabaseHandle } from '@/server/db/database';
import { setDatabaseForTests } from '@/server/db/get-database';
import { executeRows } from '@/server/db/execute-rows';
import { migrateDatabase } from '@/server/db/migrate';

/** A migrated database for one test file: PGlite in memory, or a fresh PostgreSQL database. */
export interface TestDatabase {
  readonly handle: DatabaseHandle;
  /** The database's URL on PostgreSQL (for child processes such as the CLIs); undefined on PGlite. */
  readonly url?: string;
  /** Empties every table (and restarts identities) between tests. */
  truncate(): Promise<void>;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  close(): Promise<void>;
}

/** Set to run the suite on a real server, e.g. postgres://postgres@127.0.0.1:5432/test (an admin database). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

async function truncateAll(handle: DatabaseHandle): Promise<void> {
  const rows = await executeRows<{ name: string }>(
    handle.db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = current_schema()`,
  );
  if (rows.length === 0) return;
  await handle.db.execute(sql.raw(`truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`));
}

/** A database of its own on the server behind TEST_DATABASE_URL, so parallel runs and workers never collide. */
async function createPostgresTestDatabase(adminUrl: string): Promise<{ handle: DatabaseHandle; url: string; drop: () => Promise<void> }> {
  const name = `lh_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ url: url.toString(), maxConnections: 4 });
  const drop = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  return { handle, url: url.toString(), drop };
}

// PGlite loads its WASM runtime with import(), which Jest's sandbox only allows with this Node flag.
function assertVmModulesFlag(): void {
  const flag = '--experimental-vm-modules';
  if (process.execArgv.includes(flag) || process.env.NODE_OPTIONS?.includes(flag)) return;
  throw new Error(`PGlite under Jest needs NODE_OPTIONS=${flag}: run bash scripts/test-integration.sh`);
}

/** Creates and migrates the database and makes getDatabase() return it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  let handle: DatabaseHandle;
  let url: string | undefined;
  let drop = async () => {};
  if (TEST_DATABASE_URL) ({ handle, url, drop } = await createPostgresTestDatabase(TEST_DATABASE_URL));
  else {
    assertVmModulesFlag();
    handle = await createDatabase({ inMemory: true });
  }
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    await drop();
    throw error;
  }
  setDatabaseForTests(handle);
  return {
    handle,
    url,
    truncate: () => truncateAll(handle),
    async close() {
      setDatabaseForTests(undefined);
      await handle.close();
      await drop();
    },
  };
}
