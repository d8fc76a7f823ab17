import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusCampaigns } from '@/server/db/schema';
import { createCampaign } from './create-campaign';

/** Creates the campaigns whose slug is not taken yet (the demo seed; running it again changes nothing). */
export async function seedCampaigns(db: Database, definitions: readonly { slug: string }[]): Promise<string[]> {
  const slugs = definitions.map((definition) => definition.slug);
  const existing = new Set(
    (await db.select({ slug: bonusCampaigns.slug }).from(bonusCampaigns).where(inArray(bonusCampaigns.slug, slugs))).map((row) => row.slug),
  );
  const created: string[] = [];
  for (const definition of definitions.filter((candidate) => !existing.has(candidate.slug))) {
    created.push((await createCampaign(db, definition)).slug);
  }
  return created;
}
