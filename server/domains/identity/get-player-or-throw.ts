import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players, type PlayerRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';

export async function getPlayerOrThrow(db: Database, playerId: number): Promise<PlayerRow> {
  const [player] = await db.select().from(players).where(eq(players.playerId, playerId)).limit(1);
  if (!player) throw new ApiError('error.player.not.found');
  return player;
}
