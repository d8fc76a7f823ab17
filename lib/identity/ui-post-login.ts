import { safeRedirectPath } from '@/lib/routing/safe-redirect';
import { parseLocale } from '@/lib/markets/locales';

type PostLoginInput = {
  /** The current locale segment, e.g. `en-UN`. */
  locale: string;
  /** The `redirect` query parameter (from the 401 page), if any. */
  redirect?: string | null;
  /** The page stored when sign-in was opened. */
  storedPage?: string | null;
  /** The player's accepted terms version is older than the current one. */
  termsVersionIncreased: boolean;
};

/** Puts a path under a locale unless it already starts with a valid one (the gate's redirect keeps it). */
export function localizedPath(locale: string, path: string): string {
  const first = path.split(/[/?#]/)[1] ?? '';
  if (parseLocale(first)) return path;
  return `/${locale}${path === '/' ? '' : path}`;
}

/**
 * Where the player lands after sign-in (spec identity-and-account §2 "After sign-in"): the requested redirect, else the stored
 * page, in the site's locale form `/{language}-{MARKET}{path}`. When the terms version increased, the stored
 * page is replaced by home (the terms guard then takes the player to the acceptance page).
 * Returns null when the player should stay where they are.
 */
export function postLoginPath({ locale, redirect, storedPage, termsVersionIncreased }: PostLoginInput): string | null {
  if (termsVersionIncreased) return `/${locale}`;
  const target = safeRedirectPath(redirect ?? undefined) ?? safeRedirectPath(storedPage ?? undefined);
  return target ? localizedPath(locale, target) : null;
}

/**
 * The page a `?login=1` link (game page, promo and welcome pages: "Sign in" goes to the home page with the
 * popup open) should return to: its explicit `redirect`, else the page the player followed the link from, so
 * signing in from a game page lands back on the game. Null (stay) when the link was opened directly.
 */
export function loginLinkReturnPath({
  redirect,
  previousPath,
  currentPath,
}: {
  redirect?: string | null;
  previousPath: string | null;
  currentPath: string;
}): string | null {
  const explicit = safeRedirectPath(redirect ?? undefined);
  if (explicit) return explicit;
  const previous = safeRedirectPath(previousPath ?? undefined);
  return previous && previous !== currentPath ? previous : null;
}

/** Terms guard (spec identity-and-account §2): not on the locale home, not under /my-account, not on the acceptance page itself. */
export function termsGuardApplies(pathnameWithoutLocale: string): boolean {
  const path = pathnameWithoutLocale.replace(/\/+$/, '') || '/';
  if (path === '/') return false;
  if (path.includes('/my-account')) return false;
  return !path.startsWith('/accept-terms-condition');
}

/** Only the version number is compared (spec identity-and-account §9). */
export function mustAcceptTerms(acceptedVersion: number | null | undefined, currentVersion: number | null | undefined): boolean {
  if (currentVersion == null) return false;
  return (acceptedVersion ?? 0) < currentVersion;
}
