import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { MigrationAnswer } from '@/lib/account-migration/schemas';
import type { Database } from '@/server/db/database';
import { accountMigrations } from '@/server/db/schema';
import { toMigration } from './to-migration';

/**
 * GET /player/migration (identity-and-account.md §7): the player's open request, else the latest decided one, else
 * none. Only the player's own rows are read.
 */
export async function getMigration(db: Database, playerId: number): Promise<MigrationAnswer> {
  const [row] = await db
    .select()
    .from(accountMigrations)
    .where(eq(accountMigrations.playerId, playerId))
    .orderBy(sql`(${accountMigrations.status} in ('REQUESTED', 'IN_REVIEW')) desc`, desc(accountMigrations.requestedAt))
    .limit(1);
  return { migration: row ? toMigration(row) : null };
}
