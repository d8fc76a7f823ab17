/** @jest-environment node */
import { normaliseAddress, resolveClientAddress, type ClientAddressPolicy } from '@/server/http/client-address';

const headers = (values: Record<string, string>) => new Headers(values);
const resolve = (values: Record<string, string>, policy: ClientAddressPolicy, peer: string | null = '10.0.0.5') =>
  resolveClientAddress(headers(values), policy, peer);

describe('resolveClientAddress', () => {
  it('with no trusted proxy (0 hops) counts the TCP peer: X-Forwarded-For and X-Real-IP decide nothing', () => {
    const policy = { trustedProxyHops: 0 };
    expect(resolve({ 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '198.51.100.4' }, policy)).toBe('10.0.0.5');
    expect(resolve({ 'x-forwarded-for': '203.0.113.8, 203.0.113.9' }, policy)).toBe('10.0.0.5');
    expect(resolve({}, policy, null)).toBeNull();
  });

  it('behind one trusted proxy takes the entry it appended (the last); the client-written ones before it are ignored', () => {
    const policy = { trustedProxyHops: 1 };
    expect(resolve({ 'x-forwarded-for': '203.0.113.7' }, policy)).toBe('203.0.113.7');
    expect(resolve({ 'x-forwarded-for': '1.2.3.4, 203.0.113.7' }, policy)).toBe('203.0.113.7');
    expect(resolve({ 'x-forwarded-for': '5.6.7.8,1.2.3.4 ,  203.0.113.7' }, policy)).toBe('203.0.113.7');
  });

  it('behind two trusted proxies takes the second entry from the right (what the outer one saw)', () => {
    const policy = { trustedProxyHops: 2 };
    expect(resolve({ 'x-forwarded-for': 'spoofed, 203.0.113.7, 10.1.1.1' }, policy)).toBe('203.0.113.7');
    expect(resolve({ 'x-forwarded-for': '203.0.113.7, 10.1.1.1' }, policy)).toBe('203.0.113.7');
  });

  it('falls back to the TCP peer when the chain is shorter than the trusted hops or the trusted entry is not an address', () => {
    expect(resolve({ 'x-forwarded-for': '203.0.113.7' }, { trustedProxyHops: 2 })).toBe('10.0.0.5');
    expect(resolve({}, { trustedProxyHops: 1 })).toBe('10.0.0.5');
    expect(resolve({ 'x-forwarded-for': '203.0.113.7, not-an-ip' }, { trustedProxyHops: 1 })).toBe('10.0.0.5');
  });

  it('prefers the CDN client-IP header when configured, and ignores it when not', () => {
    const values = { 'cf-connecting-ip': '198.51.100.9', 'x-forwarded-for': '203.0.113.7' };
    expect(resolve(values, { trustedProxyHops: 1, clientIpHeader: 'cf-connecting-ip' })).toBe('198.51.100.9');
    expect(resolve(values, { trustedProxyHops: 1 })).toBe('203.0.113.7');
    expect(resolve(values, { trustedProxyHops: 0 })).toBe('10.0.0.5');
    expect(resolve({ 'cf-connecting-ip': 'garbage', 'x-forwarded-for': '203.0.113.7' }, { trustedProxyHops: 1, clientIpHeader: 'cf-connecting-ip' })).toBe(
      '203.0.113.7',
    );
  });
});

describe('normaliseAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7:443 ', '203.0.113.7'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['[2001:DB8::1]:8080', '2001:db8::1'],
    ['2001:db8::1', '2001:db8::1'],
    ['unknown', null],
    ['', null],
    ['203.0.113.7.evil', null],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected);
  });
});
