import { addFavouriteGame as addFavouriteGameContract, removeFavouriteGame as removeFavouriteGameContract } from '@/lib/games/contracts/my-games';
import { addFavouriteGame } from '@/server/domains/games/add-favourite-game';
import { removeFavouriteGame } from '@/server/domains/games/remove-favourite-game';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Adds a favourite: 201 when new, 200 when it already was one (same answer). */
export const POST = withContract(addFavouriteGameContract, async ({ db, player, body }) => {
  const { created, ...favourite } = await addFavouriteGame(db, player.playerId, body);
  return Response.json(favourite, { status: created ? 201 : 200 });
});

/** Removes a favourite; 204 whether or not it was one. */
export const DELETE = withContract(removeFavouriteGameContract, async ({ db, player, body }) => {
  await removeFavouriteGame(db, player.playerId, body);
  return new Response(null, { status: 204 });
});
