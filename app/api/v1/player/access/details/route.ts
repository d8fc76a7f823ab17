import { getAccessDetails } from '@/lib/identity/contracts';
import { getAccessContext } from '@/server/domains/identity/get-access-context';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The signed-in player's gating flags (lib/identity/access.ts). */
export const GET = withContract(getAccessDetails, async ({ db, player }) => (await getAccessContext(db, player)).access);
