'use client';

import { useSessionHint } from '@/components/layout/use-session-hint';
import { useAuthStore } from '@/lib/identity/ui-auth-store';

/**
 * Signed in, for the lobby's islands: the gate's session hint, or a sign-in that just happened on this page.
 * The hint is a cookie nothing notifies about, and a cached lobby's refresh re-renders none of its islands, so
 * they also follow the auth store, which a sign-in resolves at once.
 */
export function useSignedIn(): boolean {
  const hint = useSessionHint();
  const authorized = useAuthStore((state) => state.authorized);
  return hint || authorized;
}
