import { claimRewardV2 } from '@/lib/bonus/contracts';
import { claimRewardAnswer } from '@/server/domains/bonus/reward-answers';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// games-wallet-bonuses.md §7 v2 claim.
export const POST = withContract(claimRewardV2, async ({ db, player, params }) => claimRewardAnswer(db, player.playerId, params.campaignid));
