import 'server-only';
import type { EddQuestionnaireAnswer } from '@/lib/edd/schemas';
import type { EddQuestionnaireAnswerRow } from '@/server/db/schema';

/** A stored answer in the payload's words: a code, or the free text that replaced Other. */
export function eddAnswerView(row: EddQuestionnaireAnswerRow): EddQuestionnaireAnswer {
  return {
    occupation: row.occupationOther ?? row.occupation,
    salaryRangeId: row.salaryRangeId,
    sourceOfFunds: row.sourceOfFundsOther ?? row.sourceOfFunds,
    placeOfBirth: row.placeOfBirth,
    nationality: row.nationality,
    answeredAt: row.createdAt.toISOString(),
  };
}
