import 'server-only';
import { env } from '@/server/env';
import { createBoundedQueue, QueueBusyError, type BoundedQueue } from '@/server/http/bounded-queue';
import { ApiError } from '@/server/http/errors';

// scrypt runs on libuv's threadpool (4 threads, shared with fs, DNS and zlib): unbounded, a sign-in flood fills it and
// every other request waits behind the hashes. A few slots keep the rest of the server answering.
let queue: BoundedQueue | undefined;

function hashQueue(): BoundedQueue {
  queue ??= createBoundedQueue({ concurrency: env.PASSWORD_HASH_CONCURRENCY, maxQueue: env.PASSWORD_HASH_MAX_QUEUE, maxWaitMs: env.PASSWORD_HASH_MAX_WAIT_MS });
  return queue;
}

function busy(): ApiError {
  return new ApiError('error.system.unavailable', undefined, { 'Retry-After': String(Math.max(1, Math.ceil(env.PASSWORD_HASH_MAX_WAIT_MS / 1000))) });
}

let checksInFlight = 0;

/**
 * A whole password check (its database reads, then the hash) counts as one in flight; past what the hash queue can
 * hold, the same 503 comes at once, before any database work. Without it a burst of sign-ins all pass their reads
 * (PGlite runs them one at a time, with /api/health's behind them) before the first reaches the queue.
 */
export async function withPasswordCheck<T>(task: () => Promise<T>): Promise<T> {
  if (checksInFlight >= hashQueue().capacity) throw busy();
  checksInFlight += 1;
  try {
    return await task();
  } finally {
    checksInFlight -= 1;
  }
}

/**
 * Runs one password hash in a slot. No slot in time (or a full queue) is 503 `error.system.unavailable` with
 * Retry-After: the server is busy, the password was never checked, so the caller records no sign-in failure.
 */
export async function withHashSlot<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await hashQueue().run(task);
  } catch (error) {
    if (!(error instanceof QueueBusyError)) throw error;
    throw busy();
  }
}

/** Tests: another queue (a tiny one to flood), or undefined for the configured one again. */
export function setHashQueueForTests(next: BoundedQueue | undefined): void {
  queue = next;
}
