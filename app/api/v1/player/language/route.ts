import { updateLanguage as contract } from '@/lib/account/contracts';
import { updateLanguage } from '@/server/domains/account/update-language';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7 `/player/language` (body language).
export const PUT = withContract(contract, async ({ db, player, body }) => updateLanguage(db, player.playerId, body.language));
