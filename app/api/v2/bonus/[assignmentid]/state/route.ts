import { setAssignmentStateV2 } from '@/lib/bonus/contracts';
import { setAssignmentStateAnswer } from '@/server/domains/bonus/reward-answers';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// games-wallet-bonuses.md §7 v2 "PUT assignment {assignmentid} with {state: FORFEITED, wageringProgress}".
export const PUT = withContract(setAssignmentStateV2, async ({ db, player, params, body }) =>
  setAssignmentStateAnswer(db, player.playerId, params.assignmentid, body.state),
);
