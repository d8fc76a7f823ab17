// Ledger transfers through the domain operation (postOperation: Node + drizzle + node-postgres) against the
// same transaction run as raw SQL by pgbench (-M prepared), side by side in one run, at 1 and 32 clients.
//
//   node --conditions=react-server --import tsx bench/ledger-vs-pgbench.ts [--seconds=10] [--clients=1,32]
//                                                                         [--accounts=1000]
//
// One transfer = ledger_post moving 1 minor unit between two random player MAIN accounts (idempotency key,
// ordered locks, funds check, two balance updates, an operation row and two postings). The benchmark creates
// its own database on BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres, loopback), seeds
// it, runs each leg for --seconds, prints tps and p50/p99 latency of both and their ratios, and drops the
// database at the end, on errors and on Ctrl-C. See docs/benchmarks.md.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDatabase } from '@/server/db/create-database';
import { migrateDatabase } from '@/server/db/migrate';
import { playerAccount, transfer } from '@/server/domains/ledger/accounts';
import { postOperation } from '@/server/domains/ledger/post-operation';
import { ADMIN_URL, databaseUrl as urlOf, dropDatabase as drop, f, latencySummary, option, percentile, pgbenchPath, withAdmin } from './lib/pg-bench';

const run = promisify(execFile);

const SECONDS = Number(option('seconds', '10'));
const CLIENTS = option('clients', '1,32').split(',').map(Number);
const ACCOUNTS = Number(option('accounts', '1000'));
const DB_NAME = `lh_ledger_bench_${process.pid}`;
const databaseUrl = () => urlOf(DB_NAME);
const dropDatabase = () => drop(DB_NAME);

function summarize(latenciesMs: number[], elapsedMs: number): Leg {
  const { perSecond, ...rest } = latencySummary(latenciesMs, elapsedMs);
  return { tps: perSecond, ...rest };
}

interface Leg {
  tps: number;
  p50: number;
  p99: number;
  count: number;
}

async function seed(): Promise<void> {
  const handle = await createDatabase({ url: databaseUrl(), maxConnections: 1 });
  try {
    await migrateDatabase(handle);
    await handle.db.execute(sql`insert into players (email, password_hash, first_name, last_name, country_code, language_code, currency_code)
      select 'bench' || i || '@example.com', 'x', 'Bench', 'Player', 'FI', 'en', 'EUR' from generate_series(1, ${ACCOUNTS}) i`);
    // One deposit per player, each through ledger_post, in one statement.
    await handle.db.execute(sql`select ledger_post('seed-' || i, 'seed', 'DEPOSIT', 'PAYMENT', 'SUCCESS', i, 'EUR',
      jsonb_build_array(jsonb_build_object('owner_type', 'PAYMENT_CLEARING', 'owner_id', 0, 'purpose', 'CLEARING', 'amount', -1000000000),
                        jsonb_build_object('owner_type', 'PLAYER', 'owner_id', i, 'purpose', 'MAIN', 'amount', 1000000000)), null)
      from generate_series(1, ${ACCOUNTS}) i`);
    await handle.db.execute(sql`vacuum analyze`);
  } finally {
    await handle.close();
  }
}

async function domainLeg(clients: number): Promise<Leg> {
  const handle = await createDatabase({ url: databaseUrl(), maxConnections: clients });
  const latencies: number[] = [];
  let sequence = 0;
  try {
    await Promise.all(Array.from({ length: clients }, () => handle.db.execute(sql`select 1`)));
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: clients }, async (_, worker) => {
        while (performance.now() < deadline) {
          const from = 1 + Math.floor(Math.random() * ACCOUNTS);
          const to = ((from - 1 + 1 + Math.floor(Math.random() * (ACCOUNTS - 1))) % ACCOUNTS) + 1;
          const t0 = performance.now();
          await postOperation(handle.db, {
            idempotencyKey: `dom-${clients}-${worker}-${(sequence += 1)}`,
            type: 'REVERSAL',
            category: 'ADJUSTMENT',
            playerId: from,
            currency: 'EUR',
            legs: transfer(playerAccount(from, 'MAIN'), playerAccount(to, 'MAIN'), 1n),
          });
          latencies.push(performance.now() - t0);
        }
      }),
    );
    return summarize(latencies, performance.now() - started);
  } finally {
    await handle.close();
  }
}

const PGBENCH_SCRIPT = `\\set a random(1, ${ACCOUNTS})
\\set b random(1, ${ACCOUNTS - 1})
\\set c (:a - 1 + :b) % ${ACCOUNTS} + 1
select ledger_post('pgb-' || gen_random_uuid(), 'pgbench', 'REVERSAL', 'ADJUSTMENT', 'SUCCESS', :a::integer, 'EUR',
  jsonb_build_array(jsonb_build_object('owner_type', 'PLAYER', 'owner_id', :a::integer, 'purpose', 'MAIN', 'amount', -1),
                    jsonb_build_object('owner_type', 'PLAYER', 'owner_id', :c::integer, 'purpose', 'MAIN', 'amount', 1)), null);
`;

async function pgbenchLeg(clients: number, workDir: string): Promise<Leg> {
  const script = join(workDir, 'transfer.sql');
  writeFileSync(script, PGBENCH_SCRIPT);
  const logDir = mkdtempSync(join(workDir, `log-${clients}-`));
  const url = new URL(databaseUrl());
  const args = ['-n', '-M', 'prepared', '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(SECONDS), '-f', script];
  args.push('-l', '--log-prefix', join(logDir, 'tx'), '-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username), DB_NAME);
  const { stdout } = await run(pgbenchPath(), args, { timeout: (SECONDS + 60) * 1000 });
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? NaN);
  const latencies: number[] = [];
  for (const file of readdirSync(logDir)) {
    for (const line of readFileSync(join(logDir, file), 'utf8').split('\n')) {
      const fields = line.split(' ');
      if (fields.length >= 3) latencies.push(Number(fields[2]) / 1000);
    }
  }
  const sorted = latencies.sort((a, b) => a - b);
  return { tps, p50: percentile(sorted, 50), p99: percentile(sorted, 99), count: sorted.length };
}

async function main(): Promise<void> {
  const host = new URL(ADMIN_URL).hostname;
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) throw new Error('the benchmark runs against loopback only');
  await withAdmin((admin) => admin.query(`create database ${DB_NAME}`));
  const workDir = mkdtempSync(join(tmpdir(), 'lh-ledger-bench-'));
  try {
    await seed();
    console.log(`ledger transfers, ${ACCOUNTS} accounts, ${SECONDS} s per leg, PostgreSQL at ${host}`);
    console.log('clients | domain tps  p50 ms  p99 ms | pgbench tps  p50 ms  p99 ms | tps ratio  p99 ratio');
    for (const clients of CLIENTS) {
      const domain = await domainLeg(clients);
      const raw = await pgbenchLeg(clients, workDir);
      console.log(
        `${String(clients).padStart(7)} | ${f(domain.tps)} ${f(domain.p50, 2)} ${f(domain.p99, 2)} | ${f(raw.tps)} ${f(raw.p50, 2)} ${f(raw.p99, 2)} |` +
          ` ${f(domain.tps / raw.tps, 2)} ${f(domain.p99 / raw.p99, 2)}`,
      );
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    await dropDatabase();
  }
}

process.on('SIGINT', () => {
  void dropDatabase().finally(() => process.exit(130));
});

main().catch((error: unknown) => {
  console.error('[bench] failed', error);
  process.exit(1);
});
