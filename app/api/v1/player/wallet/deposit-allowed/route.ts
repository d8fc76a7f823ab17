import { checkDepositAllowed as checkDepositAllowedContract } from '@/lib/wallet/contracts';
import { checkDepositAllowed } from '@/server/domains/wallet/check-deposit-allowed';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// ipAddress and blackbox are validated and accepted for the fraud check the payment issue adds; the rule
// itself reads only the player's stored flags.
export const POST = withContract(checkDepositAllowedContract, async ({ db, player, query }) =>
  checkDepositAllowed(db, player.playerId, { verifyLater: query.later === 'true' }),
);
