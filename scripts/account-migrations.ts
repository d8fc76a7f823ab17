// `npm run account-migrations -- <command>`: the support desk for account migration requests
// (identity-and-account.md §7 `/player/migration`; docs/decisions.md "Account migration requests"), on DATABASE_URL or PGlite.
//   list                                    open requests (REQUESTED, IN_REVIEW), oldest first
//   review  <migrationId> --operator=<name>  take a REQUESTED request in hand (IN_REVIEW)
//   approve <migrationId> --operator=<name>  move the account (country, province, language) and sign it out everywhere
//   reject  <migrationId> --operator=<name>  close the request; the account stays where it is
// Approvals and rejections record the operator's name and the time on the request.
import { createDatabase } from '@/server/db/create-database';
import { decideMigration, listOpenMigrations, type MigrationDecision } from '@/server/domains/account-migration';
import { env } from '@/server/env';

const USAGE = 'usage: npm run account-migrations -- list | review <id> --operator=<name> | approve <id> --operator=<name> | reject <id> --operator=<name>';
const DECISIONS: Record<string, MigrationDecision> = { review: 'IN_REVIEW', approve: 'COMPLETED', reject: 'REJECTED' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function operatorName(args: string[]): string {
  const name = args
    .find((arg) => arg.startsWith('--operator='))
    ?.slice('--operator='.length)
    .trim();
  if (!name || !/^[\w.@-]{2,64}$/.test(name)) throw new Error(`a decision needs --operator=<name> (2–64 of A–Z a–z 0–9 _ . @ -)\n${USAGE}`);
  return name;
}

async function main(): Promise<void> {
  const [command, id, ...rest] = process.argv.slice(2);
  if (command !== 'list' && !(command in DECISIONS)) throw new Error(USAGE);
  const decision = DECISIONS[command];
  const operator = command === 'list' ? '' : operatorName(rest);
  if (command !== 'list' && !UUID.test(id ?? '')) throw new Error(USAGE);
  const handle = await createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if (command === 'list') {
      const open = await listOpenMigrations(handle.db);
      if (open.length === 0) console.log('no open account migration requests');
      for (const m of open) {
        const from = `${m.fromMarket}${m.fromProvince ? `/${m.fromProvince}` : ''}`;
        const to = `${m.toMarket}${m.toProvince ? `/${m.toProvince}` : ''}`;
        console.log(`${m.migrationId}\tplayer ${m.playerId}\t${from} → ${to}\t${m.status}\t${m.requestedAt.toISOString()}`);
      }
      return;
    }
    const { migration, sessionsEnded } = await decideMigration(handle.db, { migrationId: id, decision, operator });
    console.log(
      `account migration ${migration.migrationId} (player ${migration.playerId}): ${migration.status} by ${operator}` +
        (migration.status === 'COMPLETED' ? `, ${sessionsEnded} session(s) signed out` : ''),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[account-migrations] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
