import { getPlayerOrThrow } from '@/server/domains/identity/get-player-or-throw';
import { toPlayerProfile } from '@/server/domains/identity/to-player-profile';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The signed-in player's profile (spec identity-and-account §3). */
export const GET = withHandler({ auth: 'required' }, async ({ db, player }) => Response.json(toPlayerProfile(await getPlayerOrThrow(db, player.playerId))));
