import 'server-only';
import type { z } from 'zod';
import { checkMigrationRequest, marketOfCountry } from '@/lib/account-migration/policy';
import type { Migration, migrationBodySchema } from '@/lib/account-migration/schemas';
import type { Database } from '@/server/db/database';
import { accountMigrations } from '@/server/db/schema';
import { getPlayerOrThrow } from '@/server/domains/identity';
import { ApiError, ValidationError } from '@/server/http/errors';
import { toMigration } from './to-migration';
import { sql } from 'drizzle-orm';

type Body = z.output<typeof migrationBodySchema>;

const REFUSAL_MESSAGE = {
  unknown_market: 'Not a market the site runs.',
  province_required: 'A move into Canada names the province.',
  province_not_allowed: 'Only a move into Canada names a province.',
  unknown_province: 'Not a Canadian province.',
  same_market: 'The account is already in that market.',
} as const;

/**
 * POST /player/migration (identity-and-account.md §7): files the player's request to move the account to another
 * regulated market. The one-open-request rule is the database's: the insert does nothing when the partial unique
 * index `account_migrations_one_open` already holds a row for the player, so parallel requests file exactly one.
 */
export async function requestMigration(db: Database, playerId: number, body: Body): Promise<{ migration: Migration }> {
  const player = await getPlayerOrThrow(db, playerId);
  const toProvince = body.toProvince ?? null;
  const check = checkMigrationRequest(player, { toMarket: body.toMarket, toProvince });
  if (!check.ok) {
    const rejectedValue = check.field === 'toMarket' ? body.toMarket : toProvince;
    throw new ValidationError([
      { objectName: 'migration', field: check.field, rejectedValue, status: 400, message: REFUSAL_MESSAGE[check.reason], code: check.reason },
    ]);
  }
  const [row] = await db
    .insert(accountMigrations)
    .values({
      playerId,
      fromMarket: marketOfCountry(player.countryCode),
      fromCountry: player.countryCode,
      fromProvince: player.provinceCode,
      toMarket: body.toMarket,
      toProvince,
    })
    .onConflictDoNothing({ target: accountMigrations.playerId, where: sql`status in ('REQUESTED', 'IN_REVIEW')` })
    .returning();
  if (!row) throw new ApiError('error.account.migration.open');
  return { migration: toMigration(row) };
}
