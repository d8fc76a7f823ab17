import { acceptTerms } from '@/lib/identity/contracts';
import { acceptCurrentTerms } from '@/server/domains/identity/accept-terms';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The player accepts the current terms version (taken from content, never from the client). */
export const POST = withContract(acceptTerms, async ({ db, player }) => acceptCurrentTerms(db, player.playerId));
