import { acceptCurrentTerms } from '@/server/domains/identity/accept-terms';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The player accepts the current terms version (taken from content, never from the client). */
export const POST = withHandler({ auth: 'required' }, async ({ db, player }) => Response.json(await acceptCurrentTerms(db, player.playerId)));
