import { isCountryRestricted, isProtectedPath, isRestrictedPath, unauthorizedTarget } from '@/lib/gate/guards';

describe('isProtectedPath', () => {
  it.each(['/my-account', '/my-account/', '/my-account/banking/transactions', '/my-account/gambling-limits'])('%s is protected', (p) =>
    expect(isProtectedPath(p)).toBe(true),
  );
  it.each(['', '/', '/online-casino', '/my-accounts', '/promotions/my-account-bonus', '/401'])('%s is public', (p) => expect(isProtectedPath(p)).toBe(false));
});

describe('unauthorizedTarget', () => {
  it('carries the requested path and query, encoded', () => {
    expect(unauthorizedTarget('fi-FI', '/fi-FI/my-account/banking?tab=1')).toBe('/fi-FI/401?redirect=%2Ffi-FI%2Fmy-account%2Fbanking%3Ftab%3D1');
  });
});

describe('isRestrictedPath', () => {
  it.each(['/restricted', '/restricted/', '/online-casino/restricted', '/a/restricted/b'])('%s shows the restricted page', (p) =>
    expect(isRestrictedPath(p)).toBe(true),
  );
  it.each(['/', '/restrictedness', '/terms', '/unrestricted'])('%s does not', (p) => expect(isRestrictedPath(p)).toBe(false));
});

describe('isCountryRestricted', () => {
  it('refuses a country the list marks as not allowed, in any case', () => {
    expect(isCountryRestricted('US')).toBe(true);
    expect(isCountryRestricted('us')).toBe(true);
    expect(isCountryRestricted(' KP ')).toBe(true);
  });
  it('lets allowed countries through', () => {
    expect(isCountryRestricted('FI')).toBe(false);
    expect(isCountryRestricted('CA')).toBe(false);
  });
  it('lets a request without a usable country header through', () => {
    expect(isCountryRestricted(null)).toBe(false);
    expect(isCountryRestricted('')).toBe(false);
    expect(isCountryRestricted('XX1')).toBe(false);
  });
});
