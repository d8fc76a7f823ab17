import { isCountryAllowed } from '@/lib/markets/countries';
import { REDIRECT_PARAM } from '@/lib/session/constants';

/** Account pages need a signed-in player (spec §2, account area). */
export function isProtectedPath(pathAfterLocale: string): boolean {
  return pathAfterLocale === '/my-account' || pathAfterLocale.startsWith('/my-account/');
}

/** The 401 page carries the requested path so sign-in can return the player to it. */
export function unauthorizedTarget(locale: string, requestedPath: string): string {
  return `/${locale}/401?${REDIRECT_PARAM}=${encodeURIComponent(requestedPath)}`;
}

/** Any path containing /restricted shows the restricted-country page. */
export function isRestrictedPath(pathname: string): boolean {
  return /\/restricted(\/|$)/.test(pathname);
}

/** A country the CDN reports is refused when the country list marks it as not allowed. Missing header: allowed. */
export function isCountryRestricted(countryHeader: string | null | undefined): boolean {
  const code = countryHeader?.trim().toUpperCase();
  return !!code && /^[A-Z]{2}$/.test(code) && !isCountryAllowed(code);
}
