import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusAssignments, ledgerAccounts } from '@/server/db/schema';
import type { BonusWageringProgress } from '@/lib/wallet/live-events';

/** The player's running bonuses with their wagering progress and bonus balance (the live push's BONUS_WAGERING_PROGRESS). */
export async function readWageringProgress(db: Database, playerId: number): Promise<BonusWageringProgress[]> {
  const rows = await db
    .select({
      assignmentId: bonusAssignments.assignmentId,
      campaignId: bonusAssignments.campaignId,
      vertical: bonusAssignments.vertical,
      currency: bonusAssignments.currency,
      wagered: bonusAssignments.wagered,
      required: bonusAssignments.wageringRequired,
      balance: ledgerAccounts.balance,
    })
    .from(bonusAssignments)
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.ownerType, 'PLAYER'),
        eq(ledgerAccounts.ownerId, bonusAssignments.playerId),
        eq(ledgerAccounts.currency, bonusAssignments.currency),
        eq(ledgerAccounts.purpose, bonusAssignments.vertical),
      ),
    )
    .where(and(eq(bonusAssignments.playerId, playerId), eq(bonusAssignments.state, 'ACTIVATED')));
  return rows.map((row) => ({
    assignmentId: row.assignmentId,
    campaignId: row.campaignId,
    vertical: row.vertical,
    currency: row.currency,
    wagered: Number(row.wagered),
    required: Number(row.required),
    bonusBalance: Number(row.balance ?? 0n),
  }));
}
