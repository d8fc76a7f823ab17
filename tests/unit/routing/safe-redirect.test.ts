/** @jest-environment node */
import { safeRedirectPath } from '@/lib/routing/safe-redirect';

// The site's one rule for a target that must stay on this site (redirects, returns, home URLs, content links).
describe('safeRedirectPath', () => {
  it.each([
    '/',
    '/en-UN',
    '/fi-FI/my-account/transactions?from=2026-01-01&to=2026-01-31',
    '/en-UN/promotions#terms',
    '/en-UN/online-casino?provider=a%20b',
    '/en-UN/ääkköset',
  ])('keeps the site path %s', (path) => expect(safeRedirectPath(path)).toBe(path));

  it.each([
    ['another origin', 'https://evil.example/en-UN'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'en-UN/casino'],
    ['an empty value', ''],
    ['a backslash', '/\\evil.example'],
    ['a percent-escaped backslash', '/%5cevil.example'],
    ['a tab the browser strips (→ //evil.example)', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a percent-escaped tab', '/%09/evil.example'],
    ['a space', '/ /evil.example'],
    ['a DEL', '/\u007f/evil.example'],
    ['a C1 control', '/\u0085/evil.example'],
    ['a line separator', '/\u2028/evil.example'],
  ])('refuses %s', (_label, value) => expect(safeRedirectPath(value)).toBeUndefined());

  it('reads the first value of a repeated query parameter, and nothing from null or undefined', () => {
    expect(safeRedirectPath(['/en-UN/a', '/en-UN/b'])).toBe('/en-UN/a');
    expect(safeRedirectPath(['//evil.example', '/en-UN'])).toBeUndefined();
    expect(safeRedirectPath([])).toBeUndefined();
    expect(safeRedirectPath(null)).toBeUndefined();
    expect(safeRedirectPath(undefined)).toBeUndefined();
  });
});
