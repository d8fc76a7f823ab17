import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { withdrawals } from '@/server/db/schema';
import type { PendingWithdrawal } from '@/lib/wallet/schemas';
import { toPendingWithdrawal } from './withdrawal-rows';

/** Pending withdrawals, oldest first: one player's (the API) or everyone's (the operator CLI). */
export async function listPendingWithdrawals(db: Database, playerId?: number): Promise<PendingWithdrawal[]> {
  const owner = playerId === undefined ? undefined : eq(withdrawals.playerId, playerId);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'PENDING'), owner))
    .orderBy(asc(withdrawals.pendingWithdrawalId))
    .limit(500);
  return rows.map(toPendingWithdrawal);
}
