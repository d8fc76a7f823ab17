import { getWallet } from '@/server/domains/wallet/get-wallet';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Polled every 20 s by the site (spec games-wallet-bonuses §9): a generous per-player limit.
export const GET = withHandler({ objectName: 'wallet', auth: 'required', rateLimit: { key: 'wallet', limit: 60, windowMs: 60_000 } }, async ({ db, player }) =>
  Response.json(await getWallet(db, player.playerId)),
);
