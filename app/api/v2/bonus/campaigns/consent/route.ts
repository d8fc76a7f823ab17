import { postConsentV2 } from '@/lib/bonus/contracts';
import { recordConsent } from '@/server/domains/bonus/consent';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// games-wallet-bonuses.md §7 v2 consent.
export const POST = withContract(postConsentV2, async ({ db, player, body }) => recordConsent(db, player.playerId, body));
