/** Identity-related local storage keys (spec identity-and-account §9) that sign-out removes. */
export const AUTHORIZATION_KEY = 'authorization';
export const FIRST_LOGIN_KEY = 'firstLogin';
export const SHOW_UPDATED_TNC_KEY = 'showUpdatedTnC';
/** Where sign-in returns to when no redirect was asked for (set when the player opens sign-in). */
export const POST_LOGIN_PAGE_KEY = 'postLoginPage';

/**
 * Keys cleared on sign-out: the session marker and everything tied to the signed-in player. Cookie consent,
 * campaign ids and the questionnaire list stay: they describe the device or are kept per player id.
 */
export const SIGN_OUT_CLEARED_KEYS = [
  AUTHORIZATION_KEY,
  FIRST_LOGIN_KEY,
  SHOW_UPDATED_TNC_KEY,
  POST_LOGIN_PAGE_KEY,
  'hide_wagering_requirements_popup',
  'sowPopupStorage',
  'idleLastActivity',
] as const;

/** Support chat session keys (spec identity-and-account §9), in session storage. */
export const SIGN_OUT_CLEARED_SESSION_KEYS = ['zd-totalUnread', 'zd-isHomepage'] as const;

/** What `authorization` holds: a marker with the token's expiry, never the token (it stays in an httpOnly cookie). */
export type StoredAuthorization = { playerId: number; exp: number | null };

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readAuthorization(): StoredAuthorization | null {
  const raw = storage('local')?.getItem(AUTHORIZATION_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredAuthorization>;
    return typeof value.playerId === 'number' ? { playerId: value.playerId, exp: typeof value.exp === 'number' ? value.exp : null } : null;
  } catch {
    return null;
  }
}

export function writeAuthorization(value: StoredAuthorization): void {
  storage('local')?.setItem(AUTHORIZATION_KEY, JSON.stringify(value));
}

export function readItem(key: string): string | null {
  return storage('local')?.getItem(key) ?? null;
}

export function writeItem(key: string, value: string): void {
  storage('local')?.setItem(key, value);
}

export function clearIdentityStorage(): void {
  const local = storage('local');
  const session = storage('session');
  for (const key of SIGN_OUT_CLEARED_KEYS) local?.removeItem(key);
  for (const key of SIGN_OUT_CLEARED_SESSION_KEYS) session?.removeItem(key);
}
