import { netPositionQuerySchema } from '@/lib/wallet/schemas';
import { getNetPositionWinLoss } from '@/server/domains/wallet/get-net-position';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withHandler(
  { objectName: 'netPosition', query: netPositionQuerySchema, auth: 'required', rateLimit: { key: 'wallet-net-position', limit: 60, windowMs: 60_000 } },
  async ({ db, player, query }) => Response.json(await getNetPositionWinLoss(db, player.playerId, query)),
);
