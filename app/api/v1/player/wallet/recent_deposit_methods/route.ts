import { recentDepositMethods } from '@/server/domains/wallet/recent-deposit-methods';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withHandler({ objectName: 'recentDepositMethods', auth: 'required', rateLimit: { key: 'wallet-recent-methods', limit: 60, windowMs: 60_000 } }, async ({ db, player }) =>
  Response.json({ paymentMethods: await recentDepositMethods(db, player.playerId) }),
);
