import { listPendingWithdrawals as listPendingWithdrawalsContract } from '@/lib/wallet/contracts';
import { listPendingWithdrawals } from '@/server/domains/wallet/list-pending-withdrawals';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withContract(listPendingWithdrawalsContract, async ({ db, player }) => ({
  pendingWithdrawals: await listPendingWithdrawals(db, player.playerId),
}));
