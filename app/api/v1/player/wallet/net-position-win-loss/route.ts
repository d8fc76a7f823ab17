import { getNetPositionWinLoss as getNetPositionWinLossContract } from '@/lib/wallet/contracts';
import { getNetPositionWinLoss } from '@/server/domains/wallet/get-net-position';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withContract(getNetPositionWinLossContract, async ({ db, player, query }) => getNetPositionWinLoss(db, player.playerId, query));
