import { localizedPath, loginLinkReturnPath, mustAcceptTerms, postLoginPath, termsGuardApplies } from '@/lib/identity/ui-post-login';

describe('after sign-in (spec identity-and-account §2)', () => {
  it('goes to the requested redirect, kept as the gate wrote it (with its locale)', () => {
    expect(postLoginPath({ locale: 'en-UN', redirect: '/en-UN/my-account?tab=1', termsVersionIncreased: false })).toBe('/en-UN/my-account?tab=1');
  });

  it('puts a redirect without a locale under the current one', () => {
    expect(postLoginPath({ locale: 'fi-FI', redirect: '/my-account', termsVersionIncreased: false })).toBe('/fi-FI/my-account');
    expect(localizedPath('fi-FI', '/')).toBe('/fi-FI');
  });

  it('falls back to the stored page, and to staying put without either', () => {
    expect(postLoginPath({ locale: 'en-UN', storedPage: '/en-UN/online-casino', termsVersionIncreased: false })).toBe('/en-UN/online-casino');
    expect(postLoginPath({ locale: 'en-UN', termsVersionIncreased: false })).toBeNull();
  });

  it('refuses open redirects', () => {
    expect(postLoginPath({ locale: 'en-UN', redirect: '//evil.example/x', termsVersionIncreased: false })).toBeNull();
    expect(postLoginPath({ locale: 'en-UN', redirect: 'https://evil.example', termsVersionIncreased: false })).toBeNull();
  });

  it('sends the player home when the terms version increased', () => {
    expect(postLoginPath({ locale: 'en-UN', redirect: '/en-UN/my-account', storedPage: '/en-UN/x', termsVersionIncreased: true })).toBe('/en-UN');
  });
});

describe('terms guard (spec identity-and-account §2, §9)', () => {
  it('does not apply on the locale home, /my-account paths or the acceptance page', () => {
    expect(termsGuardApplies('/')).toBe(false);
    expect(termsGuardApplies('')).toBe(false);
    expect(termsGuardApplies('/my-account')).toBe(false);
    expect(termsGuardApplies('/my-account/gambling-limits')).toBe(false);
    expect(termsGuardApplies('/accept-terms-condition')).toBe(false);
    expect(termsGuardApplies('/online-casino')).toBe(true);
    expect(termsGuardApplies('/promotions/all')).toBe(true);
  });

  it('compares only the version number', () => {
    expect(mustAcceptTerms(1, 2)).toBe(true);
    expect(mustAcceptTerms(2, 2)).toBe(false);
    expect(mustAcceptTerms(null, 1)).toBe(true);
    expect(mustAcceptTerms(1, null)).toBe(false);
  });
});

describe('loginLinkReturnPath (sign-in links such as the game page\'s "Sign in to play")', () => {
  it('returns to the page the link was followed from, e.g. the game page', () => {
    expect(loginLinkReturnPath({ previousPath: '/en-UN/play/harbour-gold?x=1', currentPath: '/en-UN' })).toBe('/en-UN/play/harbour-gold?x=1');
  });
  it('prefers an explicit redirect on the link', () => {
    expect(loginLinkReturnPath({ redirect: '/en-UN/my-account', previousPath: '/en-UN/play/a', currentPath: '/en-UN' })).toBe('/en-UN/my-account');
  });
  it('stays when the link was opened directly or from the same page', () => {
    expect(loginLinkReturnPath({ previousPath: null, currentPath: '/en-UN' })).toBeNull();
    expect(loginLinkReturnPath({ previousPath: '/en-UN', currentPath: '/en-UN' })).toBeNull();
  });
  it('never returns off the site', () => {
    expect(loginLinkReturnPath({ redirect: '//evil.example', previousPath: 'https://evil.example/x', currentPath: '/en-UN' })).toBeNull();
  });
});
