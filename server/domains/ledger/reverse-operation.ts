import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { ledgerAccounts, ledgerOperations, ledgerPostings } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { postOperation } from './post-operation';
import type { OperationResult } from './types';

/**
 * Corrects an operation with a new one that posts the opposite legs (type REVERSAL), never by editing rows.
 * An operation can be reversed once (unique reverses_operation_id); a reversal that would take a player
 * account below zero is refused like any other debit.
 */
export async function reverseOperation(db: Database, input: { operationId: number; idempotencyKey: string }): Promise<OperationResult> {
  const [original] = await db.select().from(ledgerOperations).where(eq(ledgerOperations.operationId, input.operationId));
  if (!original) throw new ApiError('error.not_found');
  const legs = await db
    .select({ ownerType: ledgerAccounts.ownerType, ownerId: ledgerAccounts.ownerId, purpose: ledgerAccounts.purpose, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerPostings.accountId))
    .where(eq(ledgerPostings.operationId, input.operationId));
  return postOperation(db, {
    idempotencyKey: input.idempotencyKey,
    type: 'REVERSAL',
    category: original.category,
    playerId: original.playerId,
    currency: original.currency,
    reversesOperationId: original.operationId,
    legs: legs.map((leg) => ({ ...leg, amount: -leg.amount })),
  });
}
