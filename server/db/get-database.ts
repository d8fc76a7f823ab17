import 'server-only';
import { env } from '@/server/env';
import { createDatabase } from './create-database';
import type { DatabaseHandle } from './database';

// On globalThis: Next may evaluate this module once per route bundle, and PGlite allows one opener per folder.
const slot = globalThis as typeof globalThis & { __luckyHarbourDatabase?: Promise<DatabaseHandle> };

/** The process-wide database: PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!slot.__luckyHarbourDatabase) {
    const opening = createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
    // A failed open is not cached, so the next request (or health check) tries again.
    opening.catch(() => {
      if (slot.__luckyHarbourDatabase === opening) slot.__luckyHarbourDatabase = undefined;
    });
    slot.__luckyHarbourDatabase = opening;
  }
  return slot.__luckyHarbourDatabase;
}

/** Tests (and scripts that opened their own handle) install the handle every caller of getDatabase() gets. */
export function setDatabaseForTests(handle: DatabaseHandle | undefined): void {
  slot.__luckyHarbourDatabase = handle ? Promise.resolve(handle) : undefined;
}

/** Closes the process-wide database, if one was opened. */
export async function closeDatabase(): Promise<void> {
  const current = slot.__luckyHarbourDatabase;
  slot.__luckyHarbourDatabase = undefined;
  if (current) await (await current).close();
}
