import 'server-only';
import { sql } from 'drizzle-orm';
import { MARKETING_GROUPS, type MarketingGroup, type MarketingPreferenceName } from '@/lib/account/marketing';
import type { MarketingPreferences, MarketingPreferencesBody } from '@/lib/account/schemas';
import type { Database } from '@/server/db/database';
import { marketingPreferences } from '@/server/db/schema';
import { getMarketingPreferences } from './get-marketing-preferences';

/**
 * Sets the sent groups' choices (identity-and-account §7 `/player/marketing_preferences` PATCH) in one statement:
 * every choice of a sent group is written, subscribed or not, and its `updated_at` moves only when its answer
 * changed, so each row says since when the player has (or has not) consented.
 */
export async function updateMarketingPreferences(db: Database, playerId: number, body: MarketingPreferencesBody): Promise<MarketingPreferences> {
  const now = new Date();
  const rows: { playerId: number; name: MarketingPreferenceName; subscribed: boolean; updatedAt: Date }[] = [];
  for (const group of Object.keys(MARKETING_GROUPS) as MarketingGroup[]) {
    const chosen = body[group] as readonly string[] | undefined;
    if (!chosen) continue;
    for (const name of MARKETING_GROUPS[group]) rows.push({ playerId, name, subscribed: chosen.includes(name), updatedAt: now });
  }
  await db
    .insert(marketingPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [marketingPreferences.playerId, marketingPreferences.name],
      set: {
        subscribed: sql`excluded.subscribed`,
        updatedAt: sql`case when ${marketingPreferences.subscribed} is distinct from excluded.subscribed then excluded.updated_at else ${marketingPreferences.updatedAt} end`,
      },
    });
  return getMarketingPreferences(db, playerId);
}
