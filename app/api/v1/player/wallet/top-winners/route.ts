import { listTopWinners as listTopWinnersContract } from '@/lib/wallet/contracts';
import { WINNERS_CACHE_CONTROL } from '@/lib/wallet/winners';
import { listTopWinners } from '@/server/domains/wallet/list-top-winners';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Public (the winner widget shows to visitors); names are anonymised in the domain.
export const GET = withContract(listTopWinnersContract, async ({ db, query }) =>
  Response.json(await listTopWinners(db, query), { headers: { 'Cache-Control': WINNERS_CACHE_CONTROL } }),
);
