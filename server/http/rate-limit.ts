import 'server-only';
import Redis from 'ioredis';
import { env } from '@/server/env';
import { clientAddress } from './client-info';
import type { RateLimiter, RateLimitResult } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

export interface RateLimitRule {
  /** Names the limited action, e.g. `cookie-consent`; combined with the client's identity. */
  key: string;
  limit: number;
  windowMs: number;
}

/** Fixed windows in this process's memory: right for one instance, per-instance behind a load balancer (use REDIS_URL). */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.now();
    // Expired windows are dropped when the map grows, so memory stays bounded by recent clients.
    if (this.windows.size > 10_000) for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= limit, remaining: Math.max(0, limit - window.count), resetAt: window.resetAt };
  }
}

// One limiter per process even when Next evaluates this module once per route bundle.
const slot = globalThis as typeof globalThis & { __luckyHarbourRateLimiter?: RateLimiter };

/** A Redis connection that fails a command fast (the limiter then counts in memory) instead of holding requests. */
export function rateLimitRedis(url: string): Redis {
  const redis = new Redis(url, { commandTimeout: 500, maxRetriesPerRequest: 1 });
  // The URL may carry a password: errors are logged by message only (RedisRateLimiter logs failed hits).
  redis.on('error', () => undefined);
  return redis;
}

/** The process-wide limiter: Redis when REDIS_URL is set (one budget across instances), otherwise in memory. */
export function getRateLimiter(): RateLimiter {
  slot.__luckyHarbourRateLimiter ??= env.REDIS_URL
    ? new RedisRateLimiter(rateLimitRedis(env.REDIS_URL), env.REDIS_KEY_PREFIX, new MemoryRateLimiter())
    : new MemoryRateLimiter();
  return slot.__luckyHarbourRateLimiter;
}

/** Closes the process-wide limiter's connection, if it has one (graceful shutdown). */
export async function closeRateLimiter(): Promise<void> {
  const limiter = slot.__luckyHarbourRateLimiter;
  slot.__luckyHarbourRateLimiter = undefined;
  await limiter?.close?.();
}

/** Installs another limiter (Redis, or a fresh one per test). */
export function setRateLimiter(limiter: RateLimiter): void {
  slot.__luckyHarbourRateLimiter = limiter;
}

/**
 * Who is counted: the signed-in player, else the client's address as decided by clientAddress (the trusted proxy
 * chain or the TCP peer, never a header the client wrote), else one shared bucket (`next dev`, tests).
 */
export function rateLimitSubject(request: Request, playerId: number | undefined): string {
  if (playerId !== undefined) return `player:${playerId}`;
  return `ip:${clientAddress(request) ?? 'direct'}`;
}
