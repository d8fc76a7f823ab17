import { getAccessContext } from '@/server/domains/identity/get-access-context';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The signed-in player's gating flags (lib/identity/access.ts). */
export const GET = withHandler({ auth: 'required' }, async ({ db, player }) => Response.json((await getAccessContext(db, player)).access));
