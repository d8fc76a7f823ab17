/** @jest-environment node */
import { MemoryRateLimiter, rateLimitSubject } from '@/server/http/rate-limit';

describe('MemoryRateLimiter (fixed window)', () => {
  it('allows `limit` hits per window, then refuses until the window ends', async () => {
    let now = 1_000;
    const limiter = new MemoryRateLimiter(() => now);
    for (let i = 1; i <= 3; i += 1) expect(await limiter.hit('k', 3, 60_000)).toEqual({ allowed: true, remaining: 3 - i, resetAt: 61_000 });
    expect(await limiter.hit('k', 3, 60_000)).toEqual({ allowed: false, remaining: 0, resetAt: 61_000 });
    expect((await limiter.hit('other', 3, 60_000)).allowed).toBe(true);
    now = 61_000;
    expect(await limiter.hit('k', 3, 60_000)).toEqual({ allowed: true, remaining: 2, resetAt: 121_000 });
  });
});

describe('rateLimitSubject', () => {
  const request = (headers: Record<string, string>) => new Request('http://localhost/api', { headers });

  it('counts a signed-in player by id, others by the first forwarded address', () => {
    expect(rateLimitSubject(request({ 'x-forwarded-for': '203.0.113.7' }), 12)).toBe('player:12');
    expect(rateLimitSubject(request({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }), undefined)).toBe('ip:203.0.113.7');
    expect(rateLimitSubject(request({ 'x-real-ip': '198.51.100.4' }), undefined)).toBe('ip:198.51.100.4');
    expect(rateLimitSubject(request({}), undefined)).toBe('ip:direct');
  });
});
