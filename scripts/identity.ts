// `npm run identity -- <command>`: identity housekeeping, on DATABASE_URL or PGlite. Meant for a daily cron job.
//   purge-unfinished-signups [--dry-run]   delete PRE_REGISTERED sign-ups whose registration token expired
//                                          more than a day ago (docs/decisions.md, Sign-up)
import { createDatabase } from '@/server/db/create-database';
import { purgeUnfinishedSignups } from '@/server/domains/identity/purge-unfinished-signups';
import { env } from '@/server/env';

const USAGE = 'usage: npm run identity -- purge-unfinished-signups [--dry-run]';

async function main(): Promise<void> {
  const [command, ...flags] = process.argv.slice(2);
  if (command !== 'purge-unfinished-signups' || flags.some((flag) => flag !== '--dry-run')) throw new Error(USAGE);
  const dryRun = flags.includes('--dry-run');
  const handle = await createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const { playerIds } = await purgeUnfinishedSignups(handle.db, { dryRun });
    const verb = dryRun ? 'would delete' : 'deleted';
    console.log(`${verb} ${playerIds.length} unfinished sign-up(s)${playerIds.length ? `: player ${playerIds.join(', ')}` : ''}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[identity] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
