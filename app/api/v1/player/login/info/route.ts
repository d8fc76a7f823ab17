import { getLoginInfo } from '@/server/domains/identity/get-login-info';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The signed-in player's own login info and history. */
export const GET = withHandler({ auth: 'required' }, async ({ db, player }) => Response.json(await getLoginInfo(db, player.playerId)));
