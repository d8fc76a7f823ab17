'use client';

import { useSyncExternalStore } from 'react';

// Cookies change only with navigation or sign-in flows, which re-render; nothing to subscribe to.
const subscribe = () => () => {};
const patterns = new Map<string, RegExp>();

function isSet(name: string): boolean {
  let pattern = patterns.get(name);
  if (!pattern) patterns.set(name, (pattern = new RegExp(`(?:^|;\\s*)${name}=1(?:;|$)`)));
  return pattern.test(document.cookie);
}

/**
 * Whether a readable cookie the gate keeps is set to `1`: null while unknown (on the server and during hydration,
 * where cached pages carry the visitor's HTML), then true or false in the browser.
 */
export function useCookieFlag(name: string): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => isSet(name),
    () => null,
  );
}
