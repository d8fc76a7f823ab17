'use client';

import { RESTRICTED_HINT_COOKIE } from '@/lib/gate/restricted-hint';
import { useCookieFlag } from './use-cookie-flag';

/** True in the browser when the gate says this visitor's country is refused (lib/gate/restricted-hint.ts). */
export function useRestrictedHint(): boolean {
  return useCookieFlag(RESTRICTED_HINT_COOKIE) === true;
}
