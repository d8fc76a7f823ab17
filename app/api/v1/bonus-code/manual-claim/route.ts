import { postManualClaim } from '@/lib/bonus/contracts';
import { manualClaimAnswer } from '@/server/domains/bonus/reward-answers';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// games-wallet-bonuses.md §7 "POST /bonus-code/manual-claim {bonusCode, state: ACTIVATED}".
export const POST = withContract(postManualClaim, async ({ db, player, body }) => manualClaimAnswer(db, player.playerId, body.bonusCode));
