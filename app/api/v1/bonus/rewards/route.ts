import { getRewards } from '@/lib/bonus/contracts';
import { listRewards } from '@/server/domains/bonus/list-rewards';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// games-wallet-bonuses.md §7: the signed-in player's eligible or active rewards.
export const GET = withContract(getRewards, async ({ db, player, query }) => listRewards(db, player.playerId, query));
