import { getJackpotAmounts as getJackpotAmountsContract } from '@/lib/jackpots/contracts';
import { getJackpotAmounts } from '@/server/domains/jackpots/get-jackpot-amounts';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Public and the same for everyone: one indexed read, cacheable for a few seconds by browsers and CDNs (a pot
// moves with bets, so never for long). No per-IP limit: the site's own server renders call it from one address.
export const GET = withContract(getJackpotAmountsContract, async ({ db, query }) =>
  Response.json({ data: await getJackpotAmounts(db, query.gameIds) }, { headers: { 'Cache-Control': 'public, max-age=15' } }),
);
