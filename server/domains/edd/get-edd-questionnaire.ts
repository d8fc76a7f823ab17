import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { EddQuestionnaireStatus } from '@/lib/edd/schemas';
import type { Database } from '@/server/db/database';
import { eddQuestionnaireAnswers, players } from '@/server/db/schema';
import { kycThresholds } from '@/server/domains/documents';
import { ApiError } from '@/server/http/errors';
import { eddAnswerView } from './edd-answer-view';
import { eddQuestionnaireRequirement } from './edd-questionnaire-required';
import { lifetimeDeposits } from '@/server/domains/ledger';

/** Whether the signed-in player must answer the questionnaire now, and their current answer. */
export async function getEddQuestionnaire(db: Database, playerId: number): Promise<EddQuestionnaireStatus> {
  const [player] = await db.select({ kycStatus: players.kycStatus }).from(players).where(eq(players.playerId, playerId));
  if (!player) throw new ApiError('error.player.not.found');
  const [current] = await db
    .select()
    .from(eddQuestionnaireAnswers)
    .where(and(eq(eddQuestionnaireAnswers.playerId, playerId), isNull(eddQuestionnaireAnswers.supersededAt)));
  const reason = current
    ? null
    : eddQuestionnaireRequirement({
        hasCurrentAnswer: false,
        kycStatus: player.kycStatus,
        lifetimeDeposits: await lifetimeDeposits(db, playerId),
        eddThreshold: kycThresholds().eddThreshold,
      });
  return { required: reason !== null, reason, answer: current ? eddAnswerView(current) : null };
}
