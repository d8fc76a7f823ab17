import type { Migration } from '@/lib/account-migration/schemas';
import type { AccountMigrationRow } from '@/server/db/schema';

/** The player's view of a migration request row (identity-and-account.md §7 `/player/migration`): no operator names. */
export function toMigration(row: AccountMigrationRow): Migration {
  return {
    migrationId: row.migrationId,
    fromMarket: row.fromMarket,
    toMarket: row.toMarket,
    ...(row.toProvince ? { toProvince: row.toProvince } : {}),
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    ...(row.decidedAt ? { decidedAt: row.decidedAt.toISOString() } : {}),
  };
}
