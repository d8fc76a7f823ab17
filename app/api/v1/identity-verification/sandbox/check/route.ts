import { sandboxIdentityCheckBodySchema } from '@/lib/identity-verification/schemas';
import { runSandboxIdentityCheck } from '@/server/domains/identity-verification/run-sandbox-identity-check';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The sandbox identity-verification vendor (not part of a real site): the signed-in player picks their check's outcome. */
export const POST = withHandler(
  { objectName: 'identityCheck', body: sandboxIdentityCheckBodySchema, auth: 'required', rateLimit: { key: 'identity-check-sandbox', limit: 10, windowMs: 60_000 } },
  async ({ player, body }) => Response.json(await runSandboxIdentityCheck(player.playerId, body.outcome)),
);
