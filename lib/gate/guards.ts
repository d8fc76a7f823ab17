import { isCountryAllowed } from '@/lib/markets/countries';
import { REDIRECT_PARAM } from '@/lib/session/constants';

/** Account pages need a signed-in player (spec identity-and-account §2, account area). */
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

/**
 * What a visitor from a refused country may still reach: the pages the restricted page sends them to (contact
 * support to withdraw, the terms, responsible gambling, the cookie and privacy policy), the sign-in page, and the
 * account area's withdrawal and history (signed in only; the account guard still applies).
 */
const OPEN_TO_RESTRICTED = [
  '/contact-live-chat',
  '/terms',
  '/responsible-gambling',
  '/cookie-policy',
  '/401',
  '/my-account',
  '/my-account/banking/withdraw',
  '/my-account/banking/transactions',
];

export function isOpenToRestricted(pathAfterLocale: string): boolean {
  const path = pathAfterLocale.length > 1 ? pathAfterLocale.replace(/\/+$/, '') : pathAfterLocale;
  return OPEN_TO_RESTRICTED.includes(path);
}

/** The error page's path: the gate serves it with the 500 status it describes. */
export function isServerErrorPath(pathAfterLocale: string): boolean {
  return /^\/500\/?$/.test(pathAfterLocale);
}

/** A country the CDN reports is refused when the country list marks it as not allowed. Missing header: allowed. */
export function isCountryRestricted(countryHeader: string | null | undefined): boolean {
  const code = countryHeader?.trim().toUpperCase();
  return !!code && /^[A-Z]{2}$/.test(code) && !isCountryAllowed(code);
}
