import { getMinutesRemaining as contract } from '@/lib/reality-check/contracts';
import { getMinutesRemaining } from '@/server/domains/reality-check/get-minutes-remaining';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §4: asked every 60 s by the signed-in shell; counted on the server.
export const GET = withContract(contract, async ({ db, player }) => getMinutesRemaining(db, player));
