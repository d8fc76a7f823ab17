import { getActivityTimerSettings as getContract, patchActivityTimerSettings } from '@/lib/reality-check/contracts';
import { getActivityTimerSettings } from '@/server/domains/reality-check/get-activity-timer-settings';
import { updateActivityTimerSettings } from '@/server/domains/reality-check/update-activity-timer-settings';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §3, §7: the signed-in player's reality-check interval.
export const GET = withContract(getContract, async ({ db, player }) => getActivityTimerSettings(db, player.playerId));

export const PATCH = withContract(patchActivityTimerSettings, async ({ db, player, body }) => updateActivityTimerSettings(db, player.playerId, body));
