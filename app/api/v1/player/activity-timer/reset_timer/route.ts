import { resetActivityTimer as contract } from '@/lib/reality-check/contracts';
import { resetActivityTimer } from '@/server/domains/reality-check/reset-activity-timer';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §4: continue after the reality check (or the reset link) starts the timer again.
export const PATCH = withContract(contract, async ({ db, player }) => resetActivityTimer(db, player));
