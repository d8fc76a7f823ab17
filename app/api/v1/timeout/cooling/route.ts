import { getTimeoutCooling } from '@/lib/protection/contracts';
import { getProtectionState } from '@/server/domains/protection/get-protection-state';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7 "/timeout/cooling": the market's time-out and self-exclusion lengths and the cooling-off.
export const GET = withContract(getTimeoutCooling, async ({ db, player }) => getProtectionState(db, player.playerId));
