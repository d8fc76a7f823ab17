import { updateAddress as contract } from '@/lib/account/contracts';
import { updateAddress } from '@/server/domains/account/update-address';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7 `/player/address`: the signed-in player's address and (Canada) province.
export const PUT = withContract(contract, async ({ db, player, body }) => updateAddress(db, player.playerId, body));
