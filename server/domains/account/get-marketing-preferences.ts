import 'server-only';
import { and, eq } from 'drizzle-orm';
import { SUBSCRIPTION_CHANNELS, SUBSCRIPTION_COMMUNICATIONS, type MarketingPreferenceName } from '@/lib/account/marketing';
import type { MarketingPreferences } from '@/lib/account/schemas';
import type { Database } from '@/server/db/database';
import { marketingPreferences } from '@/server/db/schema';

/** Splits subscribed names into the spec's two groups, each in the spec's order. */
export function toMarketingPreferences(subscribed: readonly MarketingPreferenceName[]): MarketingPreferences {
  const set = new Set<string>(subscribed);
  return {
    subscriptionChannels: SUBSCRIPTION_CHANNELS.filter((name) => set.has(name)),
    subscriptionCommunications: SUBSCRIPTION_COMMUNICATIONS.filter((name) => set.has(name)),
  };
}

/** The player's subscribed marketing choices (identity-and-account §3 "Marketing preferences"); none until chosen. */
export async function getMarketingPreferences(db: Database, playerId: number): Promise<MarketingPreferences> {
  const rows = await db
    .select({ name: marketingPreferences.name })
    .from(marketingPreferences)
    .where(and(eq(marketingPreferences.playerId, playerId), eq(marketingPreferences.subscribed, true)));
  return toMarketingPreferences(rows.map((row) => row.name));
}
