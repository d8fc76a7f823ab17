import 'server-only';
import { eq } from 'drizzle-orm';
import type { LanguageCode } from '@/lib/markets/languages';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';

/** The language of the player's messages and e-mails (identity-and-account §7 `/player/language`; inen arrives as en). */
export async function updateLanguage(db: Database, playerId: number, language: LanguageCode): Promise<{ languageCode: LanguageCode }> {
  const [row] = await db
    .update(players)
    .set({ languageCode: language, updatedAt: new Date() })
    .where(eq(players.playerId, playerId))
    .returning({ playerId: players.playerId });
  if (!row) throw new ApiError('error.player.not.found');
  return { languageCode: language };
}
