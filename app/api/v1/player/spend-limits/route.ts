import { patchLimitBodySchema } from '@/lib/limits/schemas';
import { getPlayerLimits } from '@/server/domains/limits/get-player-limits';
import { updatePlayerLimit } from '@/server/domains/limits/update-player-limit';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7: the signed-in player's spend limits (limit type loss), one entry each for D, W, M.
export const GET = withHandler({ auth: 'required' }, async ({ db, player }) => Response.json(await getPlayerLimits(db, player.playerId, 'loss')));

export const PATCH = withHandler(
  { objectName: 'spendLimit', body: patchLimitBodySchema, auth: 'required', rateLimit: { key: 'spend-limits', limit: 30, windowMs: 60_000 } },
  async ({ db, player, body }) => Response.json(await updatePlayerLimit(db, player.playerId, 'loss', body)),
);
