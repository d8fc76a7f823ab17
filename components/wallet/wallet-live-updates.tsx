'use client';

import { useSessionHint } from '@/components/layout/use-session-hint';
import { useWalletSocket } from '@/lib/wallet/use-wallet-socket';

/** Mounted once in the locale layout: the live wallet connection for a signed-in player. Renders nothing. */
export function WalletLiveUpdates() {
  useWalletSocket(useSessionHint());
  return null;
}
