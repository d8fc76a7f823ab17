import 'server-only';
import packageJson from '@/package.json';
import type { DatabaseHandle, DatabaseKind } from '@/server/db/database';
import { env } from '@/server/env';

export interface Health {
  status: 'ok' | 'degraded';
  database: { kind: DatabaseKind; reachable: boolean; latencyMs: number | null };
  version: string;
}

// A hung database must not hang the health check: the load balancer needs an answer to take us out.
// Opening gets longer (PGlite reopens its folder in ≈ 0.6 s, slower on a busy machine); a ping must be quick.
const OPEN_TIMEOUT_MS = 5_000;
const PING_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Opens (if needed) and pings the database; failures are logged and reported as degraded, never thrown. */
export async function checkHealth(openDatabase: () => Promise<DatabaseHandle>): Promise<Health> {
  const configuredKind: DatabaseKind = env.DATABASE_URL ? 'postgres' : 'pglite';
  try {
    const handle = await withTimeout(openDatabase(), OPEN_TIMEOUT_MS);
    const latencyMs = await withTimeout(handle.ping(), PING_TIMEOUT_MS);
    return { status: 'ok', database: { kind: handle.kind, reachable: true, latencyMs }, version: packageJson.version };
  } catch (error) {
    console.error('[health] database unreachable', error);
    return { status: 'degraded', database: { kind: configuredKind, reachable: false, latencyMs: null }, version: packageJson.version };
  }
}
