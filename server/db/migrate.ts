import 'server-only';
import { join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './database';

/** drizzle-kit's output folder; resolved from the working directory because bundles have no stable __dirname. */
export const MIGRATIONS_FOLDER = join(process.cwd(), 'drizzle');

/**
 * Applies every migration in drizzle/ not yet recorded in drizzle.__drizzle_migrations; a second run is a
 * no-op. The same SQL runs on PGlite and PostgreSQL, each through its driver's migrator.
 */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.kind === 'pglite') await migratePglite(handle.driver, { migrationsFolder });
  else await migratePostgres(handle.driver, { migrationsFolder });
}
