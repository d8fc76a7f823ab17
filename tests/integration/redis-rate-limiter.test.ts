import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { MemoryRateLimiter, rateLimitRedis } from '@/server/http/rate-limit';
import { RedisRateLimiter } from '@/server/http/redis-rate-limiter';
import { itWithRedis, REDIS_UP, TEST_REDIS_URL } from './realtime/support';

// Two app instances behind a load balancer: two limiters, each on its own Redis connection, one shared budget.
// Without Redis each test is reported as skipped (itWithRedis); under CI=true a missing Redis fails it.
const connections: Redis[] = [];
const limiters: RedisRateLimiter[] = [];

if (!REDIS_UP) console.warn(`RedisRateLimiter tests skipped: no Redis at ${TEST_REDIS_URL} (set CI=true to make this a failure)`);

afterAll(async () => {
  await Promise.all(limiters.map((limiter) => limiter.close()));
});

/** An instance whose connection is ready, so no hit falls back to memory while it connects. */
async function instance(prefix: string, url = TEST_REDIS_URL): Promise<RedisRateLimiter> {
  const redis = rateLimitRedis(url);
  connections.push(redis);
  if (url === TEST_REDIS_URL) await redis.ping();
  const limiter = new RedisRateLimiter(redis, prefix, new MemoryRateLimiter());
  limiters.push(limiter);
  return limiter;
}

describe('RedisRateLimiter (two instances, one Redis)', () => {
  itWithRedis('two instances draw on one budget: 400 concurrent hits for a limit of 50 allow exactly 50', async () => {
    const prefix = `lh-test-${randomUUID()}:`;
    const [a, b] = await Promise.all([instance(prefix), instance(prefix)]);
    const errors = jest.spyOn(console, 'error');
    const results = await Promise.all(Array.from({ length: 400 }, (_, i) => (i % 2 ? a : b).hit('sign-in:ip:203.0.113.7', 50, 60_000)));
    expect(errors).not.toHaveBeenCalled(); // every hit was counted in Redis, none in an instance's memory
    errors.mockRestore();
    expect(results.filter((result) => result.allowed)).toHaveLength(50);
    expect(
      results
        .map((result) => result.remaining)
        .sort((x, y) => x - y)
        .slice(-1)[0],
    ).toBe(49);
    // Another key has its own budget, on either instance.
    expect((await b.hit('sign-in:ip:203.0.113.8', 50, 60_000)).allowed).toBe(true);
  });

  itWithRedis('the window expires in Redis (PEXPIRE set with the first hit): a new window allows again', async () => {
    const prefix = `lh-test-${randomUUID()}:`;
    const [a, b] = await Promise.all([instance(prefix), instance(prefix)]);
    const first = await a.hit('k', 1, 400);
    expect(first.allowed).toBe(true);
    expect(first.resetAt).toBeGreaterThan(Date.now());
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 400);
    expect((await b.hit('k', 1, 400)).allowed).toBe(false);
    const pttl = await connections[connections.length - 1].pttl(`${prefix}rate-limit:k`);
    expect(pttl).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await b.hit('k', 1, 400)).allowed).toBe(true);
  });
});

describe('RedisRateLimiter when Redis fails', () => {
  it("counts in the instance's memory instead: the limit still holds, nothing throws", async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Nothing listens on port 1: every command fails.
    const limiter = await instance(`lh-test-${randomUUID()}:`, 'redis://127.0.0.1:1');
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await limiter.hit('k', 3, 60_000));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
