import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_MIGRATION_STATUSES } from '@/lib/account-migration/schemas';
import { countryCodeForMarket, isMarketCode, mapLanguageForMarket } from '@/lib/markets/markets';
import type { Database } from '@/server/db/database';
import { accountMigrations, players, type AccountMigrationRow } from '@/server/db/schema';
import { signOutEverywhere } from '@/server/domains/identity';

export type MigrationDecision = 'IN_REVIEW' | 'COMPLETED' | 'REJECTED';

/** A decision the desk cannot take (unknown id, already decided): the command says why and changes nothing. */
export class MigrationDecisionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationDecisionError';
  }
}

/**
 * The support desk's decision on an account migration request (docs/decisions.md "Account migration requests").
 * IN_REVIEW takes a REQUESTED request in hand; REJECTED closes an open one; COMPLETED closes it and moves the
 * account: its country becomes the target market's country, its province the requested one (none outside Canada),
 * its language the target market's nearest. The currency and the wallet do not change. As the regulated market
 * changes, every session of the player ends (the next sign-in gets the new market's terms and checks). The status
 * change is a single conditional UPDATE, so two operators deciding at once cannot both win.
 */
export async function decideMigration(
  db: Database,
  input: { migrationId: string; decision: MigrationDecision; operator: string; now?: Date },
): Promise<{ migration: AccountMigrationRow; sessionsEnded: number }> {
  const now = input.now ?? new Date();
  const from = input.decision === 'IN_REVIEW' ? (['REQUESTED'] as const) : OPEN_MIGRATION_STATUSES;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(accountMigrations)
      .set(input.decision === 'IN_REVIEW' ? { status: 'IN_REVIEW' } : { status: input.decision, decidedAt: now, decidedBy: input.operator })
      .where(and(eq(accountMigrations.migrationId, input.migrationId), inArray(accountMigrations.status, [...from])))
      .returning();
    if (!row) throw new MigrationDecisionError(`no ${from.join(' or ')} account migration request ${input.migrationId}`);
    if (input.decision !== 'COMPLETED') return { migration: row, sessionsEnded: 0 };
    if (!isMarketCode(row.toMarket)) throw new MigrationDecisionError(`unknown target market ${row.toMarket}`);
    const [player] = await tx.select({ languageCode: players.languageCode }).from(players).where(eq(players.playerId, row.playerId));
    await tx
      .update(players)
      .set({
        countryCode: countryCodeForMarket(row.toMarket),
        provinceCode: row.toProvince,
        languageCode: mapLanguageForMarket(row.toMarket, player.languageCode),
        updatedAt: now,
      })
      .where(eq(players.playerId, row.playerId));
    const sessionsEnded = await signOutEverywhere(tx, row.playerId, 'account_migration', { now });
    return { migration: row, sessionsEnded };
  });
}
