import { getLatestActivityLog as contract } from '@/lib/account-activity/contracts';
import { getLatestActivityLog } from '@/server/domains/account-activity/get-latest-activity-log';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §3, §7: latestActivityLog.note.
export const GET = withContract(contract, async ({ db, player }) => getLatestActivityLog(db, player.playerId));
