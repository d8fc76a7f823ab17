import 'server-only';
import { and, eq, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { deposits, ledgerAccounts, ledgerOperations, players, withdrawals } from '@/server/db/schema';
import { REGISTRATION_TOKEN_TTL_MS } from './register-player';
import { unfinishedSignupCutoff } from './unfinished-signup-policy';

export interface PurgeResult {
  /** Player ids deleted (or that would be, on a dry run). */
  playerIds: number[];
}

/**
 * Deletes PRE_REGISTERED players whose registration token expired more than the retention ago, so the e-mail
 * address (and CPF) can sign up again and no personal data of an abandoned sign-up is kept. Sessions, login
 * history and verification codes go with them (ON DELETE CASCADE). A row that somehow has money records is
 * never touched. One statement: safe to run from several machines at once.
 */
export async function purgeUnfinishedSignups(db: Database, { now = new Date(), dryRun = false }: { now?: Date; dryRun?: boolean } = {}): Promise<PurgeResult> {
  const cutoff = unfinishedSignupCutoff(now);
  const abandoned = and(
    eq(players.status, 'PRE_REGISTERED'),
    or(
      and(isNotNull(players.registrationTokenExpiresAt), lt(players.registrationTokenExpiresAt, cutoff)),
      and(isNull(players.registrationTokenExpiresAt), lt(players.createdAt, new Date(cutoff.getTime() - REGISTRATION_TOKEN_TTL_MS))),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.ownerType, 'PLAYER'), eq(ledgerAccounts.ownerId, players.playerId))),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(ledgerOperations)
        .where(eq(ledgerOperations.playerId, players.playerId)),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(deposits)
        .where(eq(deposits.playerId, players.playerId)),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(withdrawals)
        .where(eq(withdrawals.playerId, players.playerId)),
    ),
  );
  if (dryRun) {
    const rows = await db.select({ playerId: players.playerId }).from(players).where(abandoned).orderBy(players.playerId);
    return { playerIds: rows.map((row) => row.playerId) };
  }
  const rows = await db.delete(players).where(abandoned).returning({ playerId: players.playerId });
  return { playerIds: rows.map((row) => row.playerId).sort((a, b) => a - b) };
}
