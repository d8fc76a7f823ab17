import { getAccessContext } from '@/server/domains/identity/get-access-context';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Gating flags plus terms state; anonymous visitors get the defaults (casino, live, sports, virtuals open). */
export const GET = withHandler({ auth: 'optional' }, async ({ db, player }) => Response.json(await getAccessContext(db, player)));
