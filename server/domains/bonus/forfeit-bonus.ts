import 'server-only';
import type { Database } from '@/server/db/database';
import type { BonusAssignmentRow } from '@/server/db/schema';
import { withLedgerRetry } from '@/server/domains/ledger';
import { ApiError } from '@/server/http/errors';
import { endAssignment } from './end-assignment';

/**
 * The player gives up a running bonus (PUT assignment {state: FORFEITED}): its bonus money goes to the HOUSE with a
 * FORFEIT posting; the player's cash stays theirs. 404 for another player's or an unknown assignment; 409 when it no
 * longer runs (a retry after success answers the same 409 without moving money again).
 */
export async function forfeitBonus(db: Database, input: { playerId: number; assignmentId: number }): Promise<BonusAssignmentRow> {
  const ended = await withLedgerRetry(() => db.transaction((tx) => endAssignment(tx, { ...input, ending: 'FORFEITED' })));
  if (!ended) throw new ApiError('error.bonus.assignment.not_found');
  if (!ended.ended) throw new ApiError('error.bonus.assignment.not_active');
  return ended.assignment;
}
