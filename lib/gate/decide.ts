import { localeRedirectTarget, splitFirstSegment } from './locale-segment';
import { livePlayLoginFallback, playFallbackPath, playGuard, playPathLobby } from '@/lib/games/play-guard';
import { isCountryRestricted, isOpenToRestricted, isProtectedPath, isRestrictedPath, isServerErrorPath, unauthorizedTarget } from './guards';
import { accessFallback, accessGuardFor, isAllowedBy, type GateAccess } from './access-guards';

export type GateInput = {
  pathname: string;
  search: string;
  maintenance: boolean;
  country: string | null;
  /** Called only for protected paths, so public pages never pay for token verification. */
  hasSession: () => Promise<boolean>;
  /**
   * The gating flags of the verified session (the token's `access` claim), or null for a visitor or a token
   * without the claim. Called only for flag-guarded paths; the proxy answers null at once without a cookie.
   */
  sessionAccess: () => Promise<GateAccess | null>;
};

export type GateDecision =
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  | { kind: 'rewrite'; pathname: string; status: 451 | 500 | 503 }
  | { kind: 'next'; locale: string };

/** The request gate as one pure decision: locale, maintenance, restriction, authorization, then access flags. */
export async function decide(input: GateInput): Promise<GateDecision> {
  const redirect = localeRedirectTarget(input.pathname, input.search);
  if (redirect) return { kind: 'redirect', location: redirect, status: 307 };

  const [locale, rest] = splitFirstSegment(input.pathname);
  if (input.maintenance) return { kind: 'rewrite', pathname: `/${locale}/maintenance`, status: 503 };
  if (isServerErrorPath(rest)) return { kind: 'rewrite', pathname: `/${locale}/500`, status: 500 };
  // A refused country still reaches sign-in, support, the terms and its withdrawal (the restricted page's advice).
  if (isRestrictedPath(rest) || (isCountryRestricted(input.country) && !isOpenToRestricted(rest))) {
    return { kind: 'rewrite', pathname: `/${locale}/restricted`, status: 451 };
  }
  if (isProtectedPath(rest) && !(await input.hasSession())) {
    return { kind: 'redirect', location: unauthorizedTarget(locale, `${input.pathname}${input.search}`), status: 307 };
  }
  const guard = accessGuardFor(rest);
  if (guard) {
    const access = await input.sessionAccess();
    if (access && !isAllowedBy(guard, access)) return { kind: 'redirect', location: accessFallback(locale, guard), status: 307 };
  }
  const play = await playRedirect(input, locale, rest);
  if (play) return { kind: 'redirect', location: play, status: 307 };
  return { kind: 'next', locale };
}

/**
 * Spec games-wallet-bonuses §2 game page guards: live play needs a session (visitors go to the live casino page); a payout-risk or
 * multibrand-suspended player, or one without the product's access, goes to the locale fallback. The
 * platform's launch calls apply the same rules again.
 */
async function playRedirect(input: GateInput, locale: string, rest: string): Promise<string | null> {
  const lobby = playPathLobby(rest);
  if (!lobby) return null;
  const signedIn = await input.hasSession();
  if (!signedIn) return lobby === 'liveCasino' ? livePlayLoginFallback(locale) : null;
  // The token's access claim (signed at sign-in, re-issued when the flags change): no platform call per request.
  const flags = await input.sessionAccess();
  if (flags && playGuard(flags, lobby === 'either' ? null : lobby)) return playFallbackPath(locale);
  return null;
}
