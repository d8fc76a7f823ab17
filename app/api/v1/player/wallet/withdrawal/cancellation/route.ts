import { cancelWithdrawal as cancelWithdrawalContract } from '@/lib/wallet/contracts';
import { cancelWithdrawal } from '@/server/domains/wallet/cancel-withdrawal';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = withContract(cancelWithdrawalContract, async ({ db, player, body }) => cancelWithdrawal(db, player.playerId, body));
