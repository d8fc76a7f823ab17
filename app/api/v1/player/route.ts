import { getPlayer } from '@/lib/identity/contracts';
import { getPlayerOrThrow } from '@/server/domains/identity/get-player-or-throw';
import { toPlayerProfile } from '@/server/domains/identity/to-player-profile';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The signed-in player's profile (identity-and-account §3). */
export const GET = withContract(getPlayer, async ({ db, player }) => toPlayerProfile(await getPlayerOrThrow(db, player.playerId)));
