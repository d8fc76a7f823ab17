import { answerEddQuestionnaire as answerContract, getEddQuestionnaire as getContract } from '@/lib/edd/contracts';
import { answerEddQuestionnaire } from '@/server/domains/edd/answer-edd-questionnaire';
import { getEddQuestionnaire } from '@/server/domains/edd/get-edd-questionnaire';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7 `/player/questionnaire/answer`: whether the signed-in player must answer, and the answer itself.
export const GET = withContract(getContract, async ({ db, player }) => getEddQuestionnaire(db, player.playerId));

export const POST = withContract(answerContract, async ({ db, player, body }) => answerEddQuestionnaire(db, player.playerId, body));
