import { listPendingWithdrawals } from '@/server/domains/wallet/list-pending-withdrawals';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withHandler({ objectName: 'pendingWithdrawal', auth: 'required', rateLimit: { key: 'wallet-pending', limit: 60, windowMs: 60_000 } }, async ({ db, player }) =>
  Response.json({ pendingWithdrawals: await listPendingWithdrawals(db, player.playerId) }),
);
