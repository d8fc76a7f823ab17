// Bet + win round trips through the seamless-wallet HTTP API against the raw ledger ceiling, side by side in
// one run, at 32 concurrent streams (one player and game session per stream) on real PostgreSQL.
//
//   node --conditions=react-server --import tsx bench/seamless-vs-ledger.ts [--seconds=10] [--streams=32]
//                                                                          [--port=3399] [--no-domain]
//
// One round = a bet of 1.00 then a win of 1.00 for the stream's player. Legs:
//   raw     pgbench -M prepared, one client per stream: `select ledger_post(…BET…)` then `select ledger_post(…WIN…)`
//           (MAIN ↔ the provider's GAME account), the wallet benchmark's raw path and the ceiling;
//   http    the seamless API over real HTTP: signed POST /api/v1/seamless/pragmaticplay/bet, then …/win, from
//           this process to the route handler served by node:http in a child process (bench/lib/seamless-route-server.ts);
//   domain  the same seamlessBet / seamlessWin operations called in this process (no HTTP), to tell the HTTP
//           share from the domain's (skip with --no-domain).
// It creates its own database on BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres, loopback),
// seeds it, prints rounds/s and p50/p99 per round and the ratios to raw, with the load average, and drops the
// database at the end, on errors and on Ctrl-C. See docs/benchmarks.md.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDatabase } from '@/server/db/create-database';
import type { Database } from '@/server/db/database';
import { migrateDatabase } from '@/server/db/migrate';
import { openGameSession } from '@/server/domains/games/open-game-session';
import { providerNumber } from '@/server/domains/games/provider-numbers';
import { sandboxSeamlessSecret } from '@/server/domains/games/sandbox-seamless-secret';
import { seamlessBet } from '@/server/domains/games/seamless-bet';
import { signSeamlessBody } from '@/server/domains/games/seamless-signature';
import { seamlessWin } from '@/server/domains/games/seamless-win';
import { ADMIN_URL, databaseUrl as urlOf, dropDatabase as drop, f, latencySummary, option, percentile, pgbenchPath, withAdmin } from './lib/pg-bench';

const run = promisify(execFile);

const SECONDS = Number(option('seconds', '10'));
const STREAMS = Number(option('streams', '32'));
const PORT = Number(option('port', '3399'));
const WITH_DOMAIN = !process.argv.includes('--no-domain');
const DB_NAME = `lh_seamless_bench_${process.pid}`;
const databaseUrl = () => urlOf(DB_NAME);
const dropDatabase = () => drop(DB_NAME);

function summarize(latenciesMs: number[], elapsedMs: number, failures: number): Leg {
  const { perSecond, ...rest } = latencySummary(latenciesMs, elapsedMs);
  return { rps: perSecond, ...rest, failures };
}
const PROVIDER = 'pragmaticplay';
const GAME_ID = 'casino-aces-and-faces-carousel';
const STAKE = 100;

interface Leg {
  /** Node CPU (user + system) per round in this process; only for the in-process domain leg. */
  cpuMsPerRound?: number;
  rps: number;
  p50: number;
  p99: number;
  count: number;
  failures: number;
}

/** STREAMS players with 10,000,000.00 each, and one real-money game session per player. */
async function seed(db: Database): Promise<string[]> {
  await db.execute(sql`insert into players (email, password_hash, first_name, last_name, country_code, language_code, currency_code)
    select 'bench' || i || '@example.com', 'x', 'Bench', 'Player', 'FI', 'en', 'EUR' from generate_series(1, ${STREAMS}) i`);
  await db.execute(sql`select ledger_post('seed-' || i, 'seed', 'DEPOSIT', 'PAYMENT', 'SUCCESS', i, 'EUR',
    jsonb_build_array(jsonb_build_object('owner_type', 'PAYMENT_CLEARING', 'owner_id', 0, 'purpose', 'CLEARING', 'amount', -1000000000),
                      jsonb_build_object('owner_type', 'PLAYER', 'owner_id', i, 'purpose', 'MAIN', 'amount', 1000000000)), null)
    from generate_series(1, ${STREAMS}) i`);
  const tokens: string[] = [];
  for (let player = 1; player <= STREAMS; player += 1) {
    tokens.push(
      (await openGameSession(db, { playerId: player, provider: PROVIDER, gameId: GAME_ID, currency: 'EUR', channel: 'desktop', ipAddress: '127.0.0.1' })).token,
    );
  }
  // Sessions idle out after 30 minutes; the legs together take far less.
  await db.execute(sql`vacuum analyze`);
  return tokens;
}

/** The same bet and win as the seamless API posts them, as two ledger_post calls per pgbench transaction script. */
function pgbenchScript(): string {
  const game = providerNumber(PROVIDER);
  const legs = (from: string, to: string) => `jsonb_build_array(${from}, ${to})`;
  const main = (amount: number) => `jsonb_build_object('owner_type', 'PLAYER', 'owner_id', :p::integer, 'purpose', 'MAIN', 'amount', ${amount})`;
  const house = (amount: number) => `jsonb_build_object('owner_type', 'GAME', 'owner_id', ${game}, 'purpose', 'GAME', 'amount', ${amount})`;
  return `\\set p :client_id + 1
select ledger_post('pgb-bet-' || gen_random_uuid(), 'pgbench', 'BET', 'CASINO', 'SUCCESS', :p::integer, 'EUR', ${legs(main(-STAKE), house(STAKE))}, null);
select ledger_post('pgb-win-' || gen_random_uuid(), 'pgbench', 'WIN', 'CASINO', 'SUCCESS', :p::integer, 'EUR', ${legs(house(-STAKE), main(STAKE))}, null);
`;
}

async function rawLeg(workDir: string): Promise<Leg> {
  const script = join(workDir, 'round.sql');
  writeFileSync(script, pgbenchScript());
  const logDir = mkdtempSync(join(workDir, 'log-'));
  const url = new URL(databaseUrl());
  const args = ['-n', '-M', 'prepared', '-c', String(STREAMS), '-j', '2', '-T', String(SECONDS), '-f', script];
  args.push('-l', '--log-prefix', join(logDir, 'tx'), '-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username), DB_NAME);
  const { stdout } = await run(pgbenchPath(), args, { timeout: (SECONDS + 60) * 1000 });
  const rps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? NaN);
  const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
  const latencies: number[] = [];
  for (const file of readdirSync(logDir)) {
    for (const line of readFileSync(join(logDir, file), 'utf8').split('\n')) {
      const fields = line.split(' ');
      if (fields.length >= 3) latencies.push(Number(fields[2]) / 1000);
    }
  }
  const sorted = latencies.sort((a, b) => a - b);
  return { rps, p50: percentile(sorted, 50), p99: percentile(sorted, 99), count: sorted.length, failures: failed };
}

/** Runs `round` from STREAMS concurrent loops for SECONDS; a round that throws counts as a failure. */
async function loops(round: (stream: number, sequence: number) => Promise<void>): Promise<Leg> {
  // Warm-up: one round per stream (connections, prepared statements, JIT) outside the measurement.
  await Promise.all(Array.from({ length: STREAMS }, (_, stream) => round(stream, -1)));
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: STREAMS }, async (_, stream) => {
      for (let sequence = 0; performance.now() < deadline; sequence += 1) {
        const t0 = performance.now();
        try {
          await round(stream, sequence);
          latencies.push(performance.now() - t0);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  return summarize(latencies, performance.now() - started, failures);
}

let legRun = 0;
const ids = (leg: string, stream: number, sequence: number) => `${leg}${legRun}-${stream}-${sequence}`;

async function post(action: 'bet' | 'win', body: Record<string, unknown>): Promise<void> {
  const raw = JSON.stringify(body);
  const response = await fetch(`http://127.0.0.1:${PORT}/api/v1/seamless/${PROVIDER}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signSeamlessBody(raw, sandboxSeamlessSecret(PROVIDER)) },
    body: raw,
  });
  const answer = await response.text();
  if (response.status !== 200) throw new Error(`${action} answered ${response.status} ${answer}`);
}

function httpLeg(tokens: string[]): Promise<Leg> {
  legRun += 1;
  return loops(async (stream, sequence) => {
    const roundId = ids('h', stream, sequence);
    await post('bet', { token: tokens[stream], transactionId: `${roundId}-b`, roundId, gameId: GAME_ID, amount: STAKE });
    await post('win', { token: tokens[stream], transactionId: `${roundId}-w`, roundId, gameId: GAME_ID, amount: STAKE });
  });
}

async function domainLeg(tokens: string[]): Promise<Leg> {
  legRun += 1;
  const handle = await createDatabase({ url: databaseUrl(), maxConnections: STREAMS });
  try {
    let cpu: NodeJS.CpuUsage | undefined;
    const leg = await loops(async (stream, sequence) => {
      cpu ??= sequence >= 0 ? process.cpuUsage() : undefined;
      const roundId = ids('d', stream, sequence);
      await seamlessBet(handle.db, PROVIDER, { token: tokens[stream], transactionId: `${roundId}-b`, roundId, gameId: GAME_ID, amount: STAKE });
      await seamlessWin(handle.db, PROVIDER, { token: tokens[stream], transactionId: `${roundId}-w`, roundId, gameId: GAME_ID, amount: STAKE });
    });
    const used = process.cpuUsage(cpu);
    return { ...leg, cpuMsPerRound: (used.user + used.system) / 1000 / (leg.count + leg.failures) };
  } finally {
    await handle.close();
  }
}

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'bench/lib/seamless-route-server.ts', String(PORT), String(STREAMS)], {
    env: { ...process.env, DATABASE_URL: databaseUrl(), NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the route server did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`the route server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
  });
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

function row(name: string, leg: Leg, raw: Leg): string {
  return `${name.padEnd(7)} | ${f(leg.rps)} ${f(leg.p50, 2)} ${f(leg.p99, 2)} ${String(leg.failures).padStart(8)} | ${f(leg.rps / raw.rps, 2)} ${f(leg.p99 / raw.p99, 2)}`;
}

let server: ChildProcess | undefined;

async function main(): Promise<void> {
  const host = new URL(ADMIN_URL).hostname;
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) throw new Error('the benchmark runs against loopback only');
  await withAdmin((admin) => admin.query(`create database ${DB_NAME}`));
  const workDir = mkdtempSync(join(tmpdir(), 'lh-seamless-bench-'));
  try {
    const setup = await createDatabase({ url: databaseUrl(), maxConnections: 1 });
    let tokens: string[];
    try {
      await migrateDatabase(setup);
      tokens = await seed(setup.db);
    } finally {
      await setup.close();
    }
    server = await startServer();
    console.log(`seamless bet + win rounds, ${STREAMS} streams, ${SECONDS} s per leg, PostgreSQL at ${host}; load average ${load()}`);
    const raw = await rawLeg(workDir);
    const http = await httpLeg(tokens);
    const domain = WITH_DOMAIN ? await domainLeg(tokens) : undefined;
    console.log('leg     | rounds/s  p50 ms   p99 ms  failures | ÷ raw rps ÷ raw p99');
    console.log(row('raw', raw, raw));
    console.log(row('http', http, raw));
    if (domain) console.log(row('domain', domain, raw));
    if (domain?.cpuMsPerRound !== undefined) console.log(`domain leg: ${domain.cpuMsPerRound.toFixed(2)} ms of Node CPU per round (this process)`);
    console.log(
      `ratio http / raw: ${(http.rps / raw.rps).toFixed(2)} rounds/s, p99 ${http.p99.toFixed(1)} ms vs ${raw.p99.toFixed(1)} ms; load average ${load()}`,
    );
  } finally {
    server?.kill();
    rmSync(workDir, { recursive: true, force: true });
    await dropDatabase();
  }
}

process.on('SIGINT', () => {
  server?.kill();
  void dropDatabase().finally(() => process.exit(130));
});

main().catch((error: unknown) => {
  server?.kill();
  console.error('[bench] failed', error);
  process.exit(1);
});
