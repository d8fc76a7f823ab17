import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { OCCUPATIONS, SOURCES_OF_FUNDS } from '@/lib/edd/options';
import { sqlValueList } from './enums';
import { players } from './players';

/**
 * A player's EDD questionnaire answers (identity-and-account §3 "EDD questionnaire"): every answer is kept; the one
 * without `superseded_at` is current (at most one per player, a partial unique index). Other's free text is
 * stored beside the OTHER code.
 */
export const eddQuestionnaireAnswers = pgTable(
  'edd_questionnaire_answers',
  {
    answerId: bigint('answer_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId),
    occupation: text('occupation', { enum: OCCUPATIONS }).notNull(),
    occupationOther: text('occupation_other'),
    sourceOfFunds: text('source_of_funds', { enum: SOURCES_OF_FUNDS }).notNull(),
    sourceOfFundsOther: text('source_of_funds_other'),
    salaryRangeId: smallint('salary_range_id').notNull(),
    placeOfBirth: text('place_of_birth'),
    nationality: text('nationality'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('edd_questionnaire_answers_current')
      .on(table.playerId)
      .where(sql`${table.supersededAt} is null`),
    index('edd_questionnaire_answers_player').on(table.playerId, table.answerId),
    check('edd_questionnaire_answers_occupation_valid', sql.raw(`occupation in (${sqlValueList(OCCUPATIONS)})`)),
    check('edd_questionnaire_answers_source_valid', sql.raw(`source_of_funds in (${sqlValueList(SOURCES_OF_FUNDS)})`)),
    check('edd_questionnaire_answers_occupation_other', sql`(${table.occupation} = 'OTHER') = (${table.occupationOther} is not null)`),
    check('edd_questionnaire_answers_source_other', sql`(${table.sourceOfFunds} = 'OTHER') = (${table.sourceOfFundsOther} is not null)`),
    check('edd_questionnaire_answers_salary_range_positive', sql`${table.salaryRangeId} > 0`),
  ],
);

export type EddQuestionnaireAnswerRow = typeof eddQuestionnaireAnswers.$inferSelect;
