import { listRecentDepositMethods } from '@/lib/wallet/contracts';
import { recentDepositMethods } from '@/server/domains/wallet/recent-deposit-methods';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withContract(listRecentDepositMethods, async ({ db, player }) => ({ paymentMethods: await recentDepositMethods(db, player.playerId) }));
