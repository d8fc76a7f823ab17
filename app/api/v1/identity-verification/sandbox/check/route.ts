import { runSandboxIdentityCheck as runSandboxIdentityCheckContract } from '@/lib/identity-verification/contracts';
import { runSandboxIdentityCheck } from '@/server/domains/identity-verification/run-sandbox-identity-check';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The sandbox identity-verification vendor (not part of a real site): the signed-in player picks their check's outcome. */
export const POST = withContract(runSandboxIdentityCheckContract, async ({ player, body }) => runSandboxIdentityCheck(player.playerId, body.outcome));
