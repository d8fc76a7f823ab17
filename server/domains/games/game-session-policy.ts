/**
 * A real-money game session stays valid for 30 minutes after the last authenticate, balance or bet
 * (docs/decisions.md): a player who walks away cannot be bet on later, an active one is never cut off.
 */
export const GAME_SESSION_IDLE_MS = 30 * 60_000;

/** The expiry is moved at most once a minute, so a fast game does not write its session on every bet. */
export const SESSION_TOUCH_GRANULARITY_MS = 60_000;

/** Provider slugs as content names them (`pragmaticplay`, `playngo`): they appear in URLs and env names. */
export const PROVIDER_SLUG_PATTERN = /^[a-z][a-z0-9]{1,31}$/;

export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + GAME_SESSION_IDLE_MS);
}

/** Bets need an open session whose idle lifetime has not run out. */
export function isSessionLive(session: { expiresAt: Date; closedAt: Date | null }, now: Date): boolean {
  return session.closedAt === null && session.expiresAt > now;
}
