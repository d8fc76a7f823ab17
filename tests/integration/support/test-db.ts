import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Client } from 'pg';
import { createDatabase } from '@/server/db/create-database';
import type { DatabaseHandle } from '@/server/db/database';
import { setDatabaseForTests } from '@/server/db/get-database';
import { executeRows } from '@/server/db/execute-rows';
import { migrateDatabase } from '@/server/db/migrate';
import * as schema from '@/server/db/schema';

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

/** A table of the current schema and the sequences its identity or serial columns own (they restart with it). */
interface OwnedTable {
  readonly name: string;
  readonly sequences: readonly { readonly name: string; readonly oid: string }[];
}

async function listTables(handle: DatabaseHandle): Promise<OwnedTable[]> {
  return executeRows<{ name: string; sequences: OwnedTable['sequences'] }>(
    handle.db,
    sql`select c.oid::regclass::text as name,
      coalesce((select json_agg(json_build_object('name', s.oid::regclass::text, 'oid', s.oid::text) order by s.oid)
        from pg_depend d join pg_class s on s.oid = d.objid and s.relkind = 'S'
        where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.refobjid = c.oid and d.deptype in ('a', 'i')), '[]') as sequences
      from pg_class c where c.relnamespace = to_regnamespace(current_schema()) and c.relkind in ('r', 'p') order by 1`,
  );
}

/**
 * Empties every table and restarts their identities, as `truncate <all 34> restart identity cascade` did before
 * every test, for a fraction of its cost: that statement costs ≈ 97 ms on PostgreSQL (new files for every table and
 * index, whatever synchronous_commit says) and ≈ 50 ms of CPU on PGlite. One probe (≈ 2 ms) finds the tables that
 * have rows and the owned sequences that moved (a deleted or rolled-back row moves one too); those rows are deleted
 * and those sequences set back to their start, in one transaction. DELETE, not TRUNCATE: 27 tables reference players,
 * so a truncate of what a test touched cascaded to most of the schema again. `session_replication_role = replica`
 * (the tests connect as a superuser on both engines) switches off the foreign-key and ordinary triggers for the
 * transaction, so the order of the deletes does not matter and the ledger's no-delete trigger does not refuse them;
 * no migration defines an ENABLE ALWAYS trigger. Measured after a player insert: PGlite ≈ 9 ms against 47–72 ms,
 * PostgreSQL ≈ 8–80 ms against 72–890 ms on a loaded machine. Standalone sequences (none in drizzle/) were never
 * restarted by `restart identity` and are not now. The table list is read once per database: no test creates tables.
 */
function emptyTouched(handle: DatabaseHandle): () => Promise<void> {
  let probe: { tables: OwnedTable[]; sequences: OwnedTable['sequences']; query: string } | undefined;
  return async () => {
    if (!probe) {
      const tables = await listTables(handle);
      const sequences = tables.flatMap((table) => table.sequences);
      const columns = [
        ...tables.map((table, index) => `exists (select 1 from ${table.name}) as t${index}`),
        ...sequences.map(
          (sequence, index) =>
            `exists (select 1 from ${sequence.name} s, pg_sequence p where p.seqrelid = '${sequence.oid}'::oid and (s.is_called or s.last_value <> p.seqstart)) as s${index}`,
        ),
      ];
      probe = { tables, sequences, query: `select ${columns.join(', ')}` };
    }
    const { tables, sequences, query } = probe;
    if (tables.length === 0) return;
    const [row] = await executeRows<Record<string, boolean>>(handle.db, sql.raw(query));
    const filled = tables.filter((_, index) => row[`t${index}`]);
    const moved = sequences.filter((_, index) => row[`s${index}`]);
    if (filled.length === 0 && moved.length === 0) return;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      for (const table of filled) await tx.execute(sql.raw(`delete from ${table.name}`));
      if (moved.length > 0) {
        await tx.execute(
          sql.raw(
            `select setval(seqrelid, seqstart, false) from pg_sequence where seqrelid in (${moved.map((sequence) => `'${sequence.oid}'::oid`).join(', ')})`,
          ),
        );
      }
    });
  };
}

/**
 * Set by the integration project's globalSetup (support/global-setup.cjs), which migrates once per run: a PGlite
 * dumpDataDir() tarball, or a migrated PostgreSQL template database. Absent (e.g. a custom runner), each file
 * migrates its own database as before.
 */
const PGLITE_SNAPSHOT = process.env.TEST_PGLITE_SNAPSHOT || undefined;
const POSTGRES_TEMPLATE = process.env.TEST_DATABASE_TEMPLATE || undefined;

/** An in-memory PGlite opened from the migrated snapshot: no initdb (≈ 2 s), no migrations. */
async function openPgliteSnapshot(path: string): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(path)]) });
  const driver = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db: driver,
    driver,
    async ping() {
      const started = performance.now();
      await driver.execute(sql`select 1`);
      return Math.round((performance.now() - started) * 100) / 100;
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** A database of its own on the server behind TEST_DATABASE_URL, so parallel runs and workers never collide. */
async function createPostgresTestDatabase(adminUrl: string): Promise<{ handle: DatabaseHandle; url: string; drop: () => Promise<void> }> {
  const name = `lh_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(POSTGRES_TEMPLATE ? `create database ${name} template ${POSTGRES_TEMPLATE}` : `create database ${name}`);
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
    handle = PGLITE_SNAPSHOT ? await openPgliteSnapshot(PGLITE_SNAPSHOT) : await createDatabase({ inMemory: true });
  }
  try {
    // A no-op on a copy of the migrated snapshot or template (every migration is already recorded).
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
    truncate: emptyTouched(handle),
    async close() {
      setDatabaseForTests(undefined);
      await handle.close();
      await drop();
    },
  };
}
