/** @jest-environment node */
import { clearedSessionCookie, sessionCookie } from '@/server/identity/session-cookie';

describe('the session cookie', () => {
  it('is Secure behind TLS (SITE_URL https) even outside production, and in production', () => {
    expect(sessionCookie('t', { NODE_ENV: 'development', SITE_URL: 'https://www.luckyharbour.example' })).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    expect(clearedSessionCookie({ NODE_ENV: 'test', SITE_URL: 'https://www.luckyharbour.example' })).toMatch(/; Secure$/);
    expect(sessionCookie('t', { NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3000' })).toMatch(/; Secure$/);
  });

  it('is not Secure on a plain-http development site, where the browser would drop it', () => {
    expect(sessionCookie('t', { NODE_ENV: 'development', SITE_URL: 'http://localhost:3000' })).not.toContain('Secure');
    expect(clearedSessionCookie({ NODE_ENV: 'development', SITE_URL: 'http://localhost:3000' })).not.toContain('Secure');
  });
});
