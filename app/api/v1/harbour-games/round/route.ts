import { playHarbourRound as playHarbourRoundContract } from '@/lib/games/contracts/harbour';
import { playHarbourRound } from '@/server/domains/harbour-games/play-harbour-round';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// One round of the built-in game: outcome decided here with node:crypto; real rounds go through the
// seamless-wallet API over HTTP.
export const POST = withContract(playHarbourRoundContract, async ({ body }) => playHarbourRound(body));
