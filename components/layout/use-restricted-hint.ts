'use client';

import { useSyncExternalStore } from 'react';
import { RESTRICTED_HINT_COOKIE } from '@/lib/gate/restricted-hint';

const HINT = new RegExp(`(?:^|;\\s*)${RESTRICTED_HINT_COOKIE}=1(?:;|$)`);
const subscribe = () => () => {};

/** True in the browser when the gate says this visitor's country is refused (lib/gate/restricted-hint.ts). */
export function useRestrictedHint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => HINT.test(document.cookie),
    () => false,
  );
}
