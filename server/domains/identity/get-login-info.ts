import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { LoginInfo } from '@/lib/identity/schemas';
import type { Database } from '@/server/db/database';
import { loginHistory } from '@/server/db/schema';

/** The last sign-in's details and the 20 most recent sign-ins (spec identity-and-account §3 login info and login history). */
export async function getLoginInfo(db: Database, playerId: number): Promise<LoginInfo> {
  const rows = await db
    .select()
    .from(loginHistory)
    .where(eq(loginHistory.playerId, playerId))
    .orderBy(desc(loginHistory.loginDate), desc(loginHistory.id))
    .limit(20);
  const last = rows[0];
  return {
    createdAt: last?.loginDate.toISOString() ?? null,
    realIpAddress: last?.realIpAddress ?? null,
    ipAddress: last?.loginIp ?? null,
    realCountryCode: last?.realCountryCode ?? null,
    history: rows.map((row) => ({ loginDate: row.loginDate.toISOString(), loginIp: row.loginIp, loginCountry: row.loginCountry })),
  };
}
