'use client';

import { useSyncExternalStore } from 'react';
import { SESSION_HINT_COOKIE } from '@/lib/session/constants';

const HINT = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=1(?:;|$)`);
// Cookies change only with navigation or sign-in flows, which re-render; nothing to subscribe to.
const subscribe = () => () => {};

/**
 * Whether the gate's session hint says a session cookie is present: null while unknown (on the server and
 * during hydration, where cached pages carry the visitor's HTML), then true or false in the browser.
 */
export function useSessionPresence(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => HINT.test(document.cookie),
    () => null,
  );
}

/** True when the gate's session hint says a session cookie is present; false on the server. */
export function useSessionHint(): boolean {
  return useSessionPresence() === true;
}
