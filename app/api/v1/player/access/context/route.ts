import { getAccessContext as getAccessContextContract } from '@/lib/identity/contracts';
import { getAccessContext } from '@/server/domains/identity/get-access-context';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Gating flags plus terms state; anonymous visitors get the defaults (casino, live, sports, virtuals open). */
export const GET = withContract(getAccessContextContract, async ({ db, player }) => getAccessContext(db, player));
