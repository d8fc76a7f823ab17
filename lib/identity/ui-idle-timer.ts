/**
 * Spec identity-and-account §9: the session-activity base is 1800 s (the platform's activity check answers the same); the warning
 * shows for the last 2 minutes. Decided in docs/decisions.md (Identity UI).
 */
export const IDLE_LIMIT_MS = 1800 * 1000;
export const IDLE_WARNING_MS = IDLE_LIMIT_MS - 2 * 60 * 1000;
/** How often the loop looks at the clock (spec identity-and-account §4: idle player is checked in a loop). */
export const IDLE_CHECK_INTERVAL_MS = 1000;

export type IdlePhase = 'active' | 'warning' | 'expired';

export type IdleConfig = { warningMs: number; limitMs: number };

export const DEFAULT_IDLE_CONFIG: IdleConfig = { warningMs: IDLE_WARNING_MS, limitMs: IDLE_LIMIT_MS };

/** The phase for a player whose last activity was at `lastActivityAt`. */
export function idlePhase(now: number, lastActivityAt: number, config: IdleConfig = DEFAULT_IDLE_CONFIG): IdlePhase {
  const idle = now - lastActivityAt;
  if (idle >= config.limitMs) return 'expired';
  if (idle >= config.warningMs) return 'warning';
  return 'active';
}

/** Whole seconds left before the sign-out, for the warning's countdown. */
export function secondsUntilSignOut(now: number, lastActivityAt: number, config: IdleConfig = DEFAULT_IDLE_CONFIG): number {
  return Math.max(0, Math.ceil((lastActivityAt + config.limitMs - now) / 1000));
}

/** The limits from the platform's activity check, keeping the warning window (limit − 2 minutes). */
export function idleConfigFromServer(idleTimeoutSeconds: number | undefined): IdleConfig {
  if (!idleTimeoutSeconds || idleTimeoutSeconds <= 0) return DEFAULT_IDLE_CONFIG;
  const limitMs = idleTimeoutSeconds * 1000;
  return { limitMs, warningMs: Math.max(limitMs - (IDLE_LIMIT_MS - IDLE_WARNING_MS), Math.floor(limitMs / 2)) };
}

/** Local storage key holding the last activity time, so every open tab counts activity in any of them. */
export const IDLE_ACTIVITY_KEY = 'idleLastActivity';

/** Formats the countdown as m:ss. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
