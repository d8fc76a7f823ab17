'use client';

import { useAuthStore } from '@/lib/identity/ui-auth-store';

/**
 * Signed in, for the lobby's islands: the auth store, which the session check resolves (IdentityOverlays) and a
 * sign-in on this page resolves at once. Not the gate's session hint alone: the hint only says a cookie exists,
 * and a revoked or expired one made every island ask the platform, and log a 401, before the sign-out.
 */
export function useSignedIn(): boolean {
  return useAuthStore((state) => state.authorized);
}
