import { listTransactions as listTransactionsContract } from '@/lib/wallet/contracts';
import { listTransactions } from '@/server/domains/wallet/list-transactions';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withContract(listTransactionsContract, async ({ db, player, query }) => listTransactions(db, player.playerId, query));
