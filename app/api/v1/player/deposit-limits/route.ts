import { getDepositLimits, patchDepositLimit } from '@/lib/limits/contracts';
import { getPlayerLimits } from '@/server/domains/limits/get-player-limits';
import { updatePlayerLimit } from '@/server/domains/limits/update-player-limit';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7: the signed-in player's deposit limits (limit type deposit), one entry each for D, W, M.
export const GET = withContract(getDepositLimits, async ({ db, player }) => getPlayerLimits(db, player.playerId, 'deposit'));

export const PATCH = withContract(patchDepositLimit, async ({ db, player, body }) => updatePlayerLimit(db, player.playerId, 'deposit', body));
