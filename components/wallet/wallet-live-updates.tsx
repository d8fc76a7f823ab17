'use client';

import { useAuthStore } from '@/lib/identity/ui-auth-store';
import { useWalletSocket } from '@/lib/wallet/use-wallet-socket';

/**
 * Mounted once in the locale layout: the live wallet connection for a signed-in player. Renders nothing. Opened
 * once the session check accepted the cookie (not on the cookie's mere presence), so a revoked session asks for
 * no socket token.
 */
export function WalletLiveUpdates() {
  useWalletSocket(useAuthStore((state) => state.authorized));
  return null;
}
