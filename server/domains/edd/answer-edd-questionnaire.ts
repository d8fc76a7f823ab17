import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { OCCUPATIONS, SOURCES_OF_FUNDS, type Occupation, type SourceOfFunds } from '@/lib/edd/options';
import { splitChoice, type EddQuestionnaireAnswer, type EddQuestionnaireAnswerBody } from '@/lib/edd/schemas';
import type { Database } from '@/server/db/database';
import { eddQuestionnaireAnswers, players } from '@/server/db/schema';
import { submitEddQuestionnaireDocument } from '@/server/domains/documents';
import { ApiError } from '@/server/http/errors';
import { eddAnswerView } from './edd-answer-view';

/**
 * Stores the player's answer as the current one (identity-and-account §3 "EDD questionnaire"): under the player's
 * row lock the previous current answer is superseded (kept as history) and the new one inserted, so concurrent
 * answers leave exactly one current. The player's EDD_QUESTIONNAIRE document goes UNDER_REVIEW through the documents
 * domain, whose KYC rules move the level (EDD_PENDING → EDD_UNDER_REVIEW once the source of wealth is in too).
 */
export function answerEddQuestionnaire(db: Database, playerId: number, body: EddQuestionnaireAnswerBody): Promise<EddQuestionnaireAnswer> {
  const occupation = splitChoice(body.occupation, OCCUPATIONS);
  const source = splitChoice(body.sourceOfFunds, SOURCES_OF_FUNDS);
  return db.transaction(async (tx) => {
    const [player] = await tx.select({ kycStatus: players.kycStatus }).from(players).where(eq(players.playerId, playerId)).for('update');
    if (!player) throw new ApiError('error.player.not.found');
    await tx
      .update(eddQuestionnaireAnswers)
      .set({ supersededAt: sql`now()` })
      .where(and(eq(eddQuestionnaireAnswers.playerId, playerId), isNull(eddQuestionnaireAnswers.supersededAt)));
    const [row] = await tx
      .insert(eddQuestionnaireAnswers)
      .values({
        playerId,
        occupation: occupation.code as Occupation,
        occupationOther: occupation.other,
        sourceOfFunds: source.code as SourceOfFunds,
        sourceOfFundsOther: source.other,
        salaryRangeId: body.salaryRangeId,
        placeOfBirth: body.placeOfBirth || null,
        nationality: body.nationality || null,
      })
      .returning();
    // The answer is the player's EDD_QUESTIONNAIRE document: under review, and the KYC rules move the level.
    await submitEddQuestionnaireDocument(tx, playerId);
    return eddAnswerView(row);
  });
}
