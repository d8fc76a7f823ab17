/** @jest-environment node */
import { REMOTE_ADDRESS_HEADER } from '@/server/http/client-address';
import { setClientAddressPolicyForTests } from '@/server/http/client-info';
import { MemoryRateLimiter, rateLimitSubject } from '@/server/http/rate-limit';
import { setRemoteAddressStampingForTests } from '@/server/http/remote-address';

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
  afterEach(() => {
    setClientAddressPolicyForTests(undefined);
    setRemoteAddressStampingForTests(false);
  });

  it('counts a signed-in player by id', () => {
    expect(rateLimitSubject(request({ 'x-forwarded-for': '203.0.113.7' }), 12)).toBe('player:12');
  });

  it('with 0 trusted hops, a client-set X-Forwarded-For or X-Real-IP does not change the bucket', () => {
    setClientAddressPolicyForTests({ trustedProxyHops: 0 });
    expect(rateLimitSubject(request({ 'x-forwarded-for': '203.0.113.7' }), undefined)).toBe('ip:direct');
    expect(rateLimitSubject(request({ 'x-forwarded-for': '203.0.113.8, 10.0.0.1' }), undefined)).toBe('ip:direct');
    expect(rateLimitSubject(request({ 'x-real-ip': '198.51.100.4' }), undefined)).toBe('ip:direct');
    expect(rateLimitSubject(request({}), undefined)).toBe('ip:direct');
  });

  it('counts the TCP peer stamped by our own server, and ignores a client-sent copy of that header otherwise', () => {
    setClientAddressPolicyForTests({ trustedProxyHops: 0 });
    const stamped = request({ [REMOTE_ADDRESS_HEADER]: '::ffff:192.0.2.10', 'x-forwarded-for': '203.0.113.7' });
    expect(rateLimitSubject(stamped, undefined)).toBe('ip:direct');
    setRemoteAddressStampingForTests(true);
    expect(rateLimitSubject(stamped, undefined)).toBe('ip:192.0.2.10');
  });

  it('with 1 trusted hop, the first (client-written) entry is ignored and the last one counts', () => {
    setClientAddressPolicyForTests({ trustedProxyHops: 1 });
    expect(rateLimitSubject(request({ 'x-forwarded-for': '1.2.3.4, 203.0.113.7' }), undefined)).toBe('ip:203.0.113.7');
    expect(rateLimitSubject(request({ 'x-forwarded-for': '5.6.7.8, 203.0.113.7' }), undefined)).toBe('ip:203.0.113.7');
  });
});
