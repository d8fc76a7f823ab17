import 'server-only';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusAssignments } from '@/server/db/schema';
import { withLedgerRetry } from '@/server/domains/ledger';
import { endAssignment } from './end-assignment';

/**
 * The bonus housekeeping (the operator CLI's `sweep`, and before a player's lists are read): running bonuses past
 * their expiry are EXPIRED (their money forfeited), wagered ones not yet converted are COMPLETED, offered rewards past
 * their claim window are EXPIRED. `playerId` limits it to one player. Returns how many assignments it ended.
 */
export async function sweepBonuses(db: Database, options: { now?: Date; playerId?: number } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const player = options.playerId === undefined ? undefined : eq(bonusAssignments.playerId, options.playerId);
  const due = await db
    .select({ assignmentId: bonusAssignments.assignmentId, playerId: bonusAssignments.playerId, expiresAt: bonusAssignments.expiresAt })
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.state, 'ACTIVATED'), player, lte(bonusAssignments.expiresAt, now)));
  const wagered = await db
    .select({ assignmentId: bonusAssignments.assignmentId, playerId: bonusAssignments.playerId })
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.state, 'ACTIVATED'), player, isNotNull(bonusAssignments.wageringReachedAt)));
  // Wagering met before the sweep wins over expiry: the player earned the conversion.
  let ended = 0;
  const completed = new Set<number>();
  for (const row of wagered) {
    const result = await withLedgerRetry(() => db.transaction((tx) => endAssignment(tx, { ...row, ending: 'COMPLETED', now })));
    if (result?.ended) {
      ended += 1;
      completed.add(row.assignmentId);
    }
  }
  for (const row of due.filter((candidate) => !completed.has(candidate.assignmentId))) {
    const result = await withLedgerRetry(() => db.transaction((tx) => endAssignment(tx, { ...row, ending: 'EXPIRED', now })));
    if (result?.ended) ended += 1;
  }
  const offers = await db
    .update(bonusAssignments)
    .set({ state: 'EXPIRED', endedAt: now })
    .where(and(eq(bonusAssignments.state, 'ELIGIBLE'), player, lte(bonusAssignments.eligibleUntil, now)))
    .returning({ assignmentId: bonusAssignments.assignmentId });
  return ended + offers.length;
}
