import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusAssignments } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { endingOnWithdrawal, FORFEIT_ON_WITHDRAWAL, WITHDRAWAL_BONUS_ERROR } from '@/lib/bonus/withdrawal-forfeit';
import { endAssignment } from './end-assignment';

/** The player's running bonuses, with what a withdrawal would do to each (lib/bonus/withdrawal-forfeit.ts). */
async function runningBonuses(tx: Database, playerId: number, now: Date) {
  const rows = await tx
    .select({
      assignmentId: bonusAssignments.assignmentId,
      wageringReachedAt: bonusAssignments.wageringReachedAt,
      expiresAt: bonusAssignments.expiresAt,
    })
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.playerId, playerId), eq(bonusAssignments.state, 'ACTIVATED')))
    .orderBy(asc(bonusAssignments.assignmentId));
  return rows.map((row) => ({ ...row, ending: endingOnWithdrawal(row, now) }));
}

/**
 * Before a withdrawal, inside its transaction and under the wallet lock the caller holds: ends the running bonuses that
 * have already ended in substance (wagering met → COMPLETED, past expiry → EXPIRED), as the sweep would. Returns
 * whether money may have moved to MAIN (the caller re-reads its balances).
 */
export async function settleEndedBonuses(tx: Database, playerId: number, now = new Date()): Promise<boolean> {
  let moved = false;
  for (const bonus of await runningBonuses(tx, playerId, now)) {
    if (bonus.ending === 'FORFEITED') continue;
    const result = await endAssignment(tx, { playerId, assignmentId: bonus.assignmentId, ending: bonus.ending, now });
    moved ||= result?.ended === true;
  }
  return moved;
}

/**
 * Forfeit on withdrawal (games-wallet-bonuses.md §2, §4): a withdrawal the platform would pay while a bonus runs
 * forfeits that bonus (BONUS → HOUSE, type FORFEIT, through endAssignment), and only with the player's consent.
 * Without it: 409 `error.withdrawal.bonus.active`, additionalInfo.errorType ACTIVE_BONUS_ON_WITHDRAWAL and the first
 * running bonus's assignmentId, so the site opens the forfeit-on-withdrawal modal. Runs in the withdrawal's
 * transaction, so the forfeit and the reservation commit together or not at all.
 */
export async function forfeitForWithdrawal(tx: Database, input: { playerId: number; consent: boolean; now?: Date }): Promise<number[]> {
  const now = input.now ?? new Date();
  const forfeits = (await runningBonuses(tx, input.playerId, now)).filter((bonus) => bonus.ending === 'FORFEITED');
  if (forfeits.length === 0) return [];
  if (!input.consent)
    throw new ApiError(WITHDRAWAL_BONUS_ERROR, undefined, undefined, {
      additionalInfo: { errorType: FORFEIT_ON_WITHDRAWAL, assignmentId: forfeits[0].assignmentId, activeBonuses: forfeits.length },
    });
  for (const bonus of forfeits) await endAssignment(tx, { playerId: input.playerId, assignmentId: bonus.assignmentId, ending: 'FORFEITED', now });
  return forfeits.map((bonus) => bonus.assignmentId);
}
