import { favouriteGameBodySchema } from '@/lib/games/schemas';
import { addFavouriteGame } from '@/server/domains/games/add-favourite-game';
import { removeFavouriteGame } from '@/server/domains/games/remove-favourite-game';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const rateLimit = { key: 'my-games-write', limit: 60, windowMs: 60_000 };

/** Adds a favourite: 201 when new, 200 when it already was one (same answer). */
export const POST = withHandler({ objectName: 'favouriteGame', auth: 'required', body: favouriteGameBodySchema, rateLimit }, async ({ db, player, body }) => {
  const { created, ...favourite } = await addFavouriteGame(db, player.playerId, body);
  return Response.json(favourite, { status: created ? 201 : 200 });
});

/** Removes a favourite; 204 whether or not it was one. */
export const DELETE = withHandler({ objectName: 'favouriteGame', auth: 'required', body: favouriteGameBodySchema, rateLimit }, async ({ db, player, body }) => {
  await removeFavouriteGame(db, player.playerId, body);
  return new Response(null, { status: 204 });
});
