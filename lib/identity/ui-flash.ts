import type { ToastKind } from '@/lib/ui/toast-store';

/** Session storage key for a notice that must survive the full page load after sign-in or sign-out. */
export const IDENTITY_FLASH_KEY = 'identityFlash';

/**
 * `key` is a message key under a namespace the identity overlays read (e.g. `login.signedOut`). `message` is the
 * notice already translated, for a key of a namespace only the page that set it has (the time-out and
 * self-exclusion toasts, player.responsibleGambling.*): the overlays show it as it is.
 */
export type IdentityFlash = { kind: ToastKind; key: string; values?: Record<string, string | number>; message?: string };

export function setFlash(flash: IdentityFlash): void {
  try {
    sessionStorage.setItem(IDENTITY_FLASH_KEY, JSON.stringify(flash));
  } catch {
    // Storage can be unavailable (private mode quotas); the notice is a courtesy, the sign-out is what matters.
  }
}

export function takeFlash(): IdentityFlash | null {
  try {
    const raw = sessionStorage.getItem(IDENTITY_FLASH_KEY);
    sessionStorage.removeItem(IDENTITY_FLASH_KEY);
    return raw ? (JSON.parse(raw) as IdentityFlash) : null;
  } catch {
    return null;
  }
}

/**
 * Auth changes end with a full page load: the server then renders every part (header, gate, account pages)
 * with the new cookie, and no in-memory state of the old session survives in any feature.
 */
export function reloadTo(path: string | null): void {
  if (path) window.location.assign(path);
  else window.location.reload();
}
