import { checkActivity } from '@/lib/identity/contracts';
import { recordActivity } from '@/server/domains/identity/record-activity';
import { env } from '@/server/env';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The idle timer reports activity; answers lastActivityDate and the idle deadline. */
export const POST = withContract(checkActivity, async ({ db, player }) => recordActivity(db, player.playerId, new Date(), env.IDLE_TIMEOUT_SECONDS));
