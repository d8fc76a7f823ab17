import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { OPEN_MIGRATION_STATUSES } from '@/lib/account-migration/schemas';
import type { Database } from '@/server/db/database';
import { accountMigrations, type AccountMigrationRow } from '@/server/db/schema';

/** The support desk's queue (scripts/account-migrations.ts): open account migration requests, oldest first. */
export async function listOpenMigrations(db: Database): Promise<AccountMigrationRow[]> {
  return db
    .select()
    .from(accountMigrations)
    .where(inArray(accountMigrations.status, [...OPEN_MIGRATION_STATUSES]))
    .orderBy(asc(accountMigrations.requestedAt));
}
