import 'server-only';
import { env } from '@/server/env';
import { MemoryBus } from './memory-bus';
import type { RealtimeBus } from './realtime-bus';
import { RedisBus } from './redis-bus';

// On globalThis: the custom server (scripts/start.ts) and every Next route bundle must share one bus, or the
// in-process bus would deliver a route's events to nobody.
const slot = globalThis as typeof globalThis & { __luckyHarbourRealtimeBus?: RealtimeBus };

/** The process-wide bus: Redis when REDIS_URL is set, otherwise in-process. */
export function getRealtimeBus(): RealtimeBus {
  slot.__luckyHarbourRealtimeBus ??= env.REDIS_URL ? new RedisBus(env.REDIS_URL, env.REDIS_KEY_PREFIX) : new MemoryBus();
  return slot.__luckyHarbourRealtimeBus;
}

/** Tests install their own bus (or clear it, so the next call builds one from the environment). */
export function setRealtimeBus(bus: RealtimeBus | undefined): void {
  slot.__luckyHarbourRealtimeBus = bus;
}

/** Closes the process-wide bus, if one was made (graceful shutdown). */
export async function closeRealtimeBus(): Promise<void> {
  const bus = slot.__luckyHarbourRealtimeBus;
  slot.__luckyHarbourRealtimeBus = undefined;
  await bus?.close();
}
