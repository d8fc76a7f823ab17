// A migration that applies database function files (server/db/functions/<name>.sql) as they are now:
//   npx tsx scripts/db-function-migration.ts <migration_name> <function>...   e.g. seamless_bet_limits seamless_bet
//   npx tsx scripts/db-function-migration.ts <migration_name> --all
// drizzle-kit makes the empty custom migration (file, journal entry, snapshot); this fills it with the files,
// in the order given (--all: alphabetical), separated as drizzle's migrator splits statements.
// tests/integration/database-functions.test.ts then proves the migrated definitions equal the files.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FUNCTIONS_FOLDER = join(process.cwd(), 'server', 'db', 'functions');
const MIGRATIONS_FOLDER = join(process.cwd(), 'drizzle');
const BREAKPOINT = '--> statement-breakpoint';

const [name, ...requested] = process.argv.slice(2);
if (!name || !/^[a-z0-9_]+$/.test(name) || requested.length === 0) {
  console.error('usage: npx tsx scripts/db-function-migration.ts <migration_name> <function>... | --all');
  process.exit(2);
}
const available = readdirSync(FUNCTIONS_FOLDER)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => file.slice(0, -4))
  .sort();
const functions = requested.includes('--all') ? available : requested;
const unknown = functions.filter((fn) => !available.includes(fn));
if (unknown.length > 0) {
  console.error(`no such file in server/db/functions: ${unknown.join(', ')}`);
  process.exit(2);
}

execFileSync('npx', ['drizzle-kit', 'generate', '--custom', `--name=${name}`], { stdio: 'inherit' });
const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const tag = journal.entries[journal.entries.length - 1].tag;
if (!tag.endsWith(`_${name}`)) throw new Error(`drizzle-kit's newest migration is ${tag}, not …_${name}`);

const header = [
  '-- Applies database functions as server/db/functions/<name>.sql read when this migration was made',
  '-- (scripts/db-function-migration.ts; docs/architecture.md "Database functions"):',
  ...functions.map((fn) => `--   ${fn}`),
];
const bodies = functions.map((fn) => readFileSync(join(FUNCTIONS_FOLDER, `${fn}.sql`), 'utf8').trimEnd());
writeFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), `${header.join('\n')}\n\n${bodies.join(`\n${BREAKPOINT}\n`)}\n`);
console.log(`drizzle/${tag}.sql applies ${functions.join(', ')}`);
