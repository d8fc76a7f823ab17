import { gameIdSchema } from '@/lib/games/schemas';
import { getGameLimitations } from '@/server/domains/games/get-game-limitations';
import { ValidationError } from '@/server/http/errors';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ game: string }> };

/** Bonus limitation flag of a game for the signed-in player (spec games-wallet-bonuses §3 "Limitation flags", §7 v2). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { game } = await params;
  return withHandler({ objectName: 'gameLimitations', auth: 'required', rateLimit: { key: 'game-limitations', limit: 120, windowMs: 60_000 } }, async ({ db, player }) => {
    const parsed = gameIdSchema.safeParse(game);
    if (!parsed.success) throw new ValidationError([{ objectName: 'gameLimitations', field: 'game', rejectedValue: game, status: 400, message: 'game must be a game id', code: 'invalid_format' }]);
    return Response.json(await getGameLimitations(db, player.playerId, parsed.data));
  })(request);
}
