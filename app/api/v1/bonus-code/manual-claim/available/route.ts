import { getManualClaimAvailability } from '@/lib/bonus/contracts';
import { manualClaimAvailable } from '@/server/domains/bonus/bonus-code';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// games-wallet-bonuses.md §7 "GET /bonus-code/manual-claim/available".
export const GET = withContract(getManualClaimAvailability, async ({ db, player }) => manualClaimAvailable(db, player.playerId));
