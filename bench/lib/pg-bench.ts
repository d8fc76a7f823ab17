// Helpers shared by the PostgreSQL benchmarks (ledger-vs-pgbench.ts, seamless-vs-ledger.ts): command-line
// options, latency percentiles, the pgbench binary, and the throwaway database each run creates on
// BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres, loopback) and drops at the end.
import { existsSync } from 'node:fs';
import { Client } from 'pg';

/** `--name=value` from the command line, or the fallback. */
export function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The p-th percentile (nearest rank) of ascending values; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Operations per second, p50, p99 and count of a leg's latencies (ms) over its elapsed time (ms). */
export function latencySummary(latenciesMs: readonly number[], elapsedMs: number): { perSecond: number; p50: number; p99: number; count: number } {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return { perSecond: (latenciesMs.length * 1000) / elapsedMs, p50: percentile(sorted, 50), p99: percentile(sorted, 99), count: sorted.length };
}

/** Debian's pgbench of the newest installed PostgreSQL, else `pgbench` on the PATH. */
export function pgbenchPath(): string {
  for (const version of ['17', '16', '15', '14']) {
    const candidate = `/usr/lib/postgresql/${version}/bin/pgbench`;
    if (existsSync(candidate)) return candidate;
  }
  return 'pgbench';
}

/** The benchmark database `name` on the admin server. */
export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export const dropDatabase = (name: string) => withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));

/** A figure right-aligned in 8 characters. */
export const f = (n: number, digits = 1) => n.toFixed(digits).padStart(8);
