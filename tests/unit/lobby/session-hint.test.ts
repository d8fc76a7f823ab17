import { sessionHintAction, sessionHintCookieOptions } from '@/lib/gate/session-hint';

describe('sessionHintAction', () => {
  it('sets the hint when a session cookie appears', () => {
    expect(sessionHintAction(true, undefined)).toBe('set');
    expect(sessionHintAction(true, '0')).toBe('set');
  });

  it('clears a stale or odd hint when there is no session cookie', () => {
    expect(sessionHintAction(false, '1')).toBe('delete');
    expect(sessionHintAction(false, 'yes')).toBe('delete');
  });

  it('does nothing when the hint already matches', () => {
    expect(sessionHintAction(true, '1')).toBeNull();
    expect(sessionHintAction(false, undefined)).toBeNull();
  });
});

describe('sessionHintCookieOptions', () => {
  it('is Secure when SITE_URL is https or the request came over https, and only then', () => {
    expect(sessionHintCookieOptions({ siteHttps: true, requestHttps: false, maxAge: 60 })).toEqual({ path: '/', sameSite: 'lax', maxAge: 60, secure: true });
    expect(sessionHintCookieOptions({ siteHttps: false, requestHttps: true, maxAge: 60 }).secure).toBe(true);
    expect(sessionHintCookieOptions({ siteHttps: false, requestHttps: false, maxAge: 60 }).secure).toBe(false);
  });
});
