import { claimReward } from '@/lib/bonus/contracts';
import { claimRewardAnswer } from '@/server/domains/bonus/reward-answers';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// games-wallet-bonuses.md §4 "Reward claim", §7.
export const POST = withContract(claimReward, async ({ db, player, params }) => claimRewardAnswer(db, player.playerId, params.campaignid));
