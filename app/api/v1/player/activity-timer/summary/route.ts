import { getActivitySummary as contract } from '@/lib/reality-check/contracts';
import { getActivitySummary } from '@/server/domains/reality-check/get-activity-summary';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §3 activity summary {settings, turnover, winnings, delta} from the ledger.
export const GET = withContract(contract, async ({ db, player }) => getActivitySummary(db, player));
