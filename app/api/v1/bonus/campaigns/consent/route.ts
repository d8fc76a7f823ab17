import { postConsent } from '@/lib/bonus/contracts';
import { recordConsent } from '@/server/domains/bonus/consent';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// games-wallet-bonuses.md §7 "/bonus/campaigns/consent".
export const POST = withContract(postConsent, async ({ db, player, body }) => recordConsent(db, player.playerId, body));
