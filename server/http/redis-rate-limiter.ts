import 'server-only';
import type Redis from 'ioredis';
import type { RateLimiter, RateLimitResult } from './rate-limiter';

// One fixed window per key: the first hit creates it with its expiry, in the same atomic step as the count, so a
// key can never be left without an expiry and every instance shares one count.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/**
 * Fixed windows in Redis (INCR + PEXPIRE in one Lua script): every app instance behind the load balancer draws
 * on one budget per key. If Redis fails (down, slow past its command timeout) a hit is counted by `fallback`,
 * this instance's own memory: the limits stay on, per instance, and sign-in stays up; the error is logged once.
 */
export class RedisRateLimiter implements RateLimiter {
  private failing = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly fallback: RateLimiter,
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    let answer: unknown;
    try {
      answer = await this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}rate-limit:${key}`, windowMs);
    } catch (error) {
      if (!this.failing)
        console.error(`[rate-limit] redis failed, counting in this instance's memory: ${error instanceof Error ? error.message : String(error)}`);
      this.failing = true;
      return this.fallback.hit(key, limit, windowMs);
    }
    if (this.failing) console.error('[rate-limit] redis answers again');
    this.failing = false;
    const [count, ttl] = answer as [number, number];
    return { allowed: count <= limit, remaining: Math.max(0, limit - count), resetAt: Date.now() + ttl };
  }

  /** QUIT waits for a reply a disconnected client never gets: only a ready one is asked; the others are cut. */
  async close(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => undefined);
    else this.redis.disconnect();
  }
}
