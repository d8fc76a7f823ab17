import { setAssignmentState } from '@/lib/bonus/contracts';
import { setAssignmentStateAnswer } from '@/server/domains/bonus/reward-answers';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// games-wallet-bonuses.md §4 forfeit flows, games-wallet-bonuses §7 "/bonus/{assignmentid}/state".
export const PUT = withContract(setAssignmentState, async ({ db, player, params, body }) =>
  setAssignmentStateAnswer(db, player.playerId, params.assignmentid, body.state),
);
