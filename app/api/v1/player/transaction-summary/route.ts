import { getTransactionSummary as contract } from '@/lib/account-activity/contracts';
import { getTransactionSummary } from '@/server/domains/account-activity/get-transaction-summary';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §3, §6, §7: deposit count and totals from the ledger (and the deposit-count group for content).
export const GET = withContract(contract, async ({ db, player }) => getTransactionSummary(db, player.playerId));
