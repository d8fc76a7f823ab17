import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '@/server/domains/identity/password';
import type { Database } from '../database';
import { players } from '../schema';
import { DEMO_PASSWORD, DEMO_PLAYERS, type DemoPlayer } from './demo-players';
import { DEMO_CAMPAIGNS } from './demo-campaigns';
import { seedCampaigns } from '@/server/domains/bonus/seed-campaigns';

export interface SeedResult {
  created: string[];
  updated: string[];
}

/**
 * Upserts the demo players by email in one transaction. Existing rows get the seed's profile fields back but
 * keep their password hash, so a restart never re-hashes (≈ 0.1 s each) nor undoes a changed password.
 */
export async function seedDatabase(db: Database, demoPlayers: readonly DemoPlayer[] = DEMO_PLAYERS): Promise<SeedResult> {
  const profiles = demoPlayers.map(({ purpose: _purpose, ...player }) => ({ ...player, email: player.email.toLowerCase() }));
  const emails = profiles.map((profile) => profile.email);
  const existingRows = await db.select({ email: players.email }).from(players).where(inArray(players.email, emails));
  const existing = new Set(existingRows.map((row) => row.email));
  // Hashed before the transaction, so it holds no locks while scrypt runs; one at a time, so none waits for a hashing
  // slot long enough to be refused (password-hash-slots.ts).
  const newPlayers: ((typeof profiles)[number] & { passwordHash: string })[] = [];
  for (const profile of profiles.filter((candidate) => !existing.has(candidate.email))) {
    newPlayers.push({ ...profile, passwordHash: await hashPassword(DEMO_PASSWORD) });
  }

  await db.transaction(async (tx) => {
    for (const { email, ...profile } of profiles.filter((candidate) => existing.has(candidate.email))) {
      await tx
        .update(players)
        .set({ ...profile, updatedAt: sql`now()` })
        .where(eq(players.email, email));
    }
    if (newPlayers.length > 0) {
      // Another seeder may have inserted the same email since the read above: then its row wins untouched.
      await tx.insert(players).values(newPlayers).onConflictDoNothing({ target: players.email });
    }
  });

  // The demo's bonus campaigns (welcome offer, reload, bonus code); existing slugs are left as the operator set them.
  await seedCampaigns(db, DEMO_CAMPAIGNS);

  return { created: newPlayers.map((player) => player.email), updated: emails.filter((email) => existing.has(email)) };
}
