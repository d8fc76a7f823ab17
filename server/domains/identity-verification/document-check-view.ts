import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { IdentityDocumentCheck } from '@/lib/identity-verification/document-checks';
import type { Database } from '@/server/db/database';
import { identityChecks, players, type IdentityCheckRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';

/** A stored check as the player sees it, with their KYC level now. */
export function documentCheckView(row: IdentityCheckRow, kycStatus: string): IdentityDocumentCheck {
  return {
    checkReference: row.checkReference,
    vendor: row.vendor,
    documentType: row.documentType,
    status: row.status,
    reason: row.reason,
    kycStatus,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** One of the player's own checks; another player's, or none, is 404 (the same answer: nothing is revealed). */
export async function getDocumentCheck(db: Database, playerId: number, checkReference: string): Promise<IdentityDocumentCheck> {
  const [found] = await db
    .select({ check: identityChecks, kycStatus: players.kycStatus })
    .from(identityChecks)
    .innerJoin(players, eq(players.playerId, identityChecks.playerId))
    .where(and(eq(identityChecks.checkReference, checkReference), eq(identityChecks.playerId, playerId)));
  if (!found) throw new ApiError('error.not_found');
  return documentCheckView(found.check, found.kycStatus);
}
