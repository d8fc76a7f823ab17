// `npm run db:seed`: upserts the demo players (see server/db/seed/demo-players.ts). Safe to run repeatedly.
// With PGlite, stop the server first: only one process may open the data folder.
import { createDatabase } from '@/server/db/create-database';
import { DEMO_PASSWORD, DEMO_PLAYERS } from '@/server/db/seed/demo-players';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { env } from '@/server/env';

async function main(): Promise<void> {
  const handle = await createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const { created, updated } = await seedDatabase(handle.db);
    console.log(`[db:seed] ${handle.kind}: ${created.length} created, ${updated.length} updated. Password for all: ${DEMO_PASSWORD}`);
    for (const player of DEMO_PLAYERS) {
      console.log(`  ${player.email.padEnd(28)} ${player.countryCode} ${player.currencyCode}  ${player.purpose}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('[db:seed] failed (was the schema migrated? run npm run db:migrate)', error);
  process.exit(1);
});
