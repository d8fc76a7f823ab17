import 'server-only';
import { clientAddress } from './client-info';

export interface RateLimitRule {
  /** Names the limited action, e.g. `cookie-consent`; combined with the client's identity. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Epoch milliseconds when the current window ends. */
  resetAt: number;
}

/** The hook withHandler calls; a Redis implementation (INCR + PEXPIRE) can replace the in-memory one. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
}

/** Fixed windows in this process's memory: right for one instance, per-instance behind a load balancer. */
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

export function getRateLimiter(): RateLimiter {
  slot.__luckyHarbourRateLimiter ??= new MemoryRateLimiter();
  return slot.__luckyHarbourRateLimiter;
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
