import { listLatestWinners as listLatestWinnersContract } from '@/lib/wallet/contracts';
import { WINNERS_CACHE_CONTROL } from '@/lib/wallet/winners';
import { listLatestWinners } from '@/server/domains/wallet/list-latest-winners';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Public (the winner widget shows to visitors); names are anonymised in the domain.
export const GET = withContract(listLatestWinnersContract, async ({ db, query }) =>
  Response.json(await listLatestWinners(db, query), { headers: { 'Cache-Control': WINNERS_CACHE_CONTROL } }),
);
