import 'server-only';
import type { Database } from '@/server/db/database';
import { depositAllowed } from './deposit-allowed';
import { loadWalletPlayer } from './load-player';
import { walletFlowStatusOf, type WalletFlowStatus, type WalletOperationResult } from './wallet-results';

export interface DepositAllowedAnswer {
  result: WalletOperationResult;
  status: WalletFlowStatus;
}

/** POST deposit-allowed: the spec's rule over the player's stored flags, never the client's word. */
export async function checkDepositAllowed(db: Database, playerId: number, options: { verifyLater: boolean }): Promise<DepositAllowedAnswer> {
  const player = await loadWalletPlayer(db, playerId);
  const result = depositAllowed({ ...player, verifyLater: options.verifyLater });
  return { result, status: walletFlowStatusOf(result) };
}
