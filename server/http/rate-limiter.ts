// The rate limiter's interface, implemented in memory (rate-limit.ts) and in Redis (redis-rate-limiter.ts).

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Epoch milliseconds when the current window ends. */
  resetAt: number;
}

/** The hook withContract calls: in this process's memory, or in Redis (REDIS_URL) shared by every instance. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  close?(): Promise<void>;
}
