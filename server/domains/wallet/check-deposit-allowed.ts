import 'server-only';
import type { Database } from '@/server/db/database';
import { depositLimitNotice } from '@/server/domains/limits';
import { depositAllowed } from './deposit-allowed';
import { loadWalletPlayer } from './load-player';
import { depositKycResult } from '@/lib/documents/kyc-rules';
import { loadKycFacts } from '@/server/domains/documents';
import type { DepositAllowedAnswer } from '@/lib/wallet/schemas';
import { walletFlowStatusOf, type WalletOperationResult } from '@/lib/wallet/wallet-results';

/**
 * POST deposit-allowed: the spec's rule over the player's stored flags, never the client's word. When a
 * deposit limit is active (or a spend limit is used up) the answer carries the deposit flow's limit fields; a
 * deposit limit with nothing left answers SELF_LIMIT_REACHED.
 */
export async function checkDepositAllowed(db: Database, playerId: number, options: { verifyLater: boolean }): Promise<DepositAllowedAnswer> {
  const player = await loadWalletPlayer(db, playerId);
  const result = depositAllowed({ ...player, verifyLater: options.verifyLater });
  if (result !== 'SUCCESS') return { result, status: walletFlowStatusOf(result) };
  // Past the KYC deposit threshold an unverified player is asked for documents before the cashier opens.
  const kyc = depositKycResult(await loadKycFacts(db, playerId, player.kycStatus), 0n);
  if (kyc !== 'SUCCESS') return { result: kyc, status: walletFlowStatusOf(kyc) };
  const notice = await depositLimitNotice(db, playerId);
  if (!notice) return { result, status: walletFlowStatusOf(result) };
  const limited: WalletOperationResult = !notice.isSpendLimit && notice.limitLeft === 0 ? 'SELF_LIMIT_REACHED' : result;
  return { result: limited, status: walletFlowStatusOf(limited), ...notice };
}
