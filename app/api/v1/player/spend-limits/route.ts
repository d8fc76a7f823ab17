import { getSpendLimits, patchSpendLimit } from '@/lib/limits/contracts';
import { getPlayerLimits } from '@/server/domains/limits/get-player-limits';
import { updatePlayerLimit } from '@/server/domains/limits/update-player-limit';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7: the signed-in player's spend limits (limit type loss), one entry each for D, W, M.
export const GET = withContract(getSpendLimits, async ({ db, player }) => getPlayerLimits(db, player.playerId, 'loss'));

export const PATCH = withContract(patchSpendLimit, async ({ db, player, body }) => updatePlayerLimit(db, player.playerId, 'loss', body));
