import { recordActivity } from '@/server/domains/identity/record-activity';
import { env } from '@/server/env';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const rateLimit = { key: 'activity-check', limit: 30, windowMs: 60_000 };

/** The idle timer reports activity; answers lastActivityDate and the idle deadline. */
export const POST = withHandler({ auth: 'required', rateLimit }, async ({ db, player }) => Response.json(await recordActivity(db, player.playerId, new Date(), env.IDLE_TIMEOUT_SECONDS)));
