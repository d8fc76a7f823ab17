import { getLoginInfo as getLoginInfoContract } from '@/lib/identity/contracts';
import { getLoginInfo } from '@/server/domains/identity/get-login-info';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The signed-in player's own login info and history. */
export const GET = withContract(getLoginInfoContract, async ({ db, player }) => getLoginInfo(db, player.playerId));
