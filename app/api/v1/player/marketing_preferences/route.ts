import { getMarketingPreferences as getContract, updateMarketingPreferences as patchContract } from '@/lib/account/contracts';
import { getMarketingPreferences } from '@/server/domains/account/get-marketing-preferences';
import { updateMarketingPreferences } from '@/server/domains/account/update-marketing-preferences';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7 `/player/marketing_preferences` (GET, PATCH).
export const GET = withContract(getContract, async ({ db, player }) => getMarketingPreferences(db, player.playerId));

export const PATCH = withContract(patchContract, async ({ db, player, body }) => updateMarketingPreferences(db, player.playerId, body));
