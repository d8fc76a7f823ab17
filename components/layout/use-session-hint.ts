'use client';

import { SESSION_HINT_COOKIE } from '@/lib/session/constants';
import { useCookieFlag } from './use-cookie-flag';

/**
 * Whether the gate's session hint says a session cookie is present: null while unknown (on the server and
 * during hydration, where cached pages carry the visitor's HTML), then true or false in the browser.
 */
export function useSessionPresence(): boolean | null {
  return useCookieFlag(SESSION_HINT_COOKIE);
}

/** True when the gate's session hint says a session cookie is present; false on the server. */
export function useSessionHint(): boolean {
  return useSessionPresence() === true;
}
