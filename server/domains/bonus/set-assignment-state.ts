import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusAssignments, type BonusAssignmentRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { claimReward } from './claim-reward';
import { forfeitBonus } from './forfeit-bonus';

/**
 * PUT /bonus/{assignmentid}/state: FORFEITED gives up a running bonus (its bonus money to the house, the cash stays);
 * ACTIVATED claims a reward assigned to the player (an ELIGIBLE assignment). Only the player's own assignments.
 */
export async function setAssignmentState(db: Database, playerId: number, assignmentId: number, state: 'FORFEITED' | 'ACTIVATED'): Promise<BonusAssignmentRow> {
  if (state === 'FORFEITED') return forfeitBonus(db, { playerId, assignmentId });
  const [offered] = await db
    .select()
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.assignmentId, assignmentId), eq(bonusAssignments.playerId, playerId)));
  if (!offered) throw new ApiError('error.bonus.assignment.not_found');
  if (offered.state !== 'ELIGIBLE') throw new ApiError('error.bonus.assignment.not_active');
  return claimReward(db, { playerId, campaignId: offered.campaignId });
}
