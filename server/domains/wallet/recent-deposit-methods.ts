import 'server-only';
import { and, desc, eq, max } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { deposits } from '@/server/db/schema';
import type { PaymentMethodType } from '@/lib/payments/methods';

/** The payment methods of the player's successful deposits, most recently used first. */
export async function recentDepositMethods(db: Database, playerId: number): Promise<PaymentMethodType[]> {
  const rows = await db
    .select({ paymentMethod: deposits.paymentMethod, lastUsed: max(deposits.createdAt) })
    .from(deposits)
    .where(and(eq(deposits.playerId, playerId), eq(deposits.status, 'SUCCESS')))
    .groupBy(deposits.paymentMethod)
    .orderBy(desc(max(deposits.createdAt)))
    .limit(5);
  return rows.map((row) => row.paymentMethod);
}
