import 'server-only';
import type { Database } from '@/server/db/database';
import type { BonusAssignmentRow } from '@/server/db/schema';
import { withLedgerRetry } from '@/server/domains/ledger';
import { endAssignment } from './end-assignment';

/**
 * Converts a bonus whose wagering is met (seamless_bet marked wagering_reached_at) to cash, capped; called right
 * after such a bet commits and by the sweep, so a crash in between only delays it. Nothing happens to a bonus that
 * is not running or not yet wagered.
 */
export async function completeBonus(db: Database, input: { playerId: number; assignmentId: number }): Promise<BonusAssignmentRow | null> {
  const result = await withLedgerRetry(() => db.transaction((tx) => endAssignment(tx, { ...input, ending: 'COMPLETED' })));
  return result?.assignment ?? null;
}
