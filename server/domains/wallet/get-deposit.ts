import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { deposits } from '@/server/db/schema';
import { depositBonusState, type DepositResult } from '@/lib/wallet/deposit-result';
import { ApiError } from '@/server/http/errors';
import { toJsonMinorUnits } from './minor-units';

/** One of the player's own deposits, as the deposit result page shows it; another player's or unknown is 404. */
export async function getDeposit(db: Database, playerId: number, depositId: number): Promise<DepositResult> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.depositId, depositId), eq(deposits.playerId, playerId)));
  if (!row) throw new ApiError('error.not_found');
  return {
    depositId: row.depositId,
    status: row.status,
    amount: toJsonMinorUnits(row.amount),
    currency: row.currency,
    bonus:
      row.selectedBonusId === null
        ? null
        : { campaignId: row.selectedBonusId, state: depositBonusState(row), reason: row.status === 'SUCCESS' ? row.bonusRefusal : null },
  };
}
