import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { deposits } from '@/server/db/schema';

/** Successful deposits over the account's life, minor units (the KYC and EDD thresholds read it). */
export async function lifetimeDeposits(db: Database, playerId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(and(eq(deposits.playerId, playerId), eq(deposits.status, 'SUCCESS')));
  return BigInt(row?.total ?? '0');
}
