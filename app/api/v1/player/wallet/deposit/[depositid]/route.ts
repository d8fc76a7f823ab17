import { getDeposit as getDepositContract } from '@/lib/wallet/contracts';
import { getDeposit } from '@/server/domains/wallet/get-deposit';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// The deposit result page's read: status, and whether the chosen deposit bonus was granted (and why not).
export const GET = withContract(getDepositContract, async ({ db, player, params }) => getDeposit(db, player.playerId, params.depositid));
