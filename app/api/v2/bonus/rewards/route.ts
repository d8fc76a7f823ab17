import { getRewardsV2 } from '@/lib/bonus/contracts';
import { listRewards } from '@/server/domains/bonus/list-rewards';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// games-wallet-bonuses.md §7 v2: the bonus list.
export const GET = withContract(getRewardsV2, async ({ db, player, query }) => listRewards(db, player.playerId, query));
