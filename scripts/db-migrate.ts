// `npm run db:migrate`: applies drizzle/ to DATABASE_URL, or to PGlite in DATA_DIR. Safe to run repeatedly.
import { createDatabase } from '@/server/db/create-database';
import { migrateDatabase } from '@/server/db/migrate';
import { env } from '@/server/env';

async function main(): Promise<void> {
  const handle = await createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateDatabase(handle);
    console.log(`[db:migrate] ${handle.kind}: schema is up to date`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('[db:migrate] failed', error);
  process.exit(1);
});
