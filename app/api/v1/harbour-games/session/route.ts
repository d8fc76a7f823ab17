import { openHarbourSession as openHarbourSessionContract } from '@/lib/games/contracts/harbour';
import { openHarbourSession } from '@/server/domains/harbour-games/open-harbour-session';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// The built-in game client's session: the ticket is the credential (no site cookie: the client runs in a frame
// and plays like any provider's client). POST so the ticket never lands in access logs.
export const POST = withContract(openHarbourSessionContract, async ({ body }) => openHarbourSession(body));
