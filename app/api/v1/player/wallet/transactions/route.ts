import { getTransactionsQuerySchema } from '@/lib/wallet/schemas';
import { listTransactions } from '@/server/domains/wallet/list-transactions';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withHandler(
  { objectName: 'transactionFilter', query: getTransactionsQuerySchema, auth: 'required', rateLimit: { key: 'wallet-transactions', limit: 60, windowMs: 60_000 } },
  async ({ db, player, query }) => Response.json(await listTransactions(db, player.playerId, query)),
);
