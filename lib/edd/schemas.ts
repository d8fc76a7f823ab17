import { z } from 'zod';
import { OCCUPATIONS, OTHER, SALARY_RANGE_CURRENCY, SALARY_RANGE_IDS, SOURCES_OF_FUNDS } from './options';

// identity-and-account §3 "EDD questionnaire" and §5 "EDD validation": one definition used by the modal's form
// (react-hook-form's resolver) and by the platform's route (the contract's body), so both refuse the same answers.

export const FREE_TEXT_MAX = 100;

/** Free text a player types: trimmed, at most 100 characters. */
const freeText = z.string().trim().max(FREE_TEXT_MAX, { error: 'too_long' });

/**
 * The modal's selections (identity-and-account §3: occupation, other occupation, salary range, source of fund, other
 * source, place of birth, nationality). identity-and-account §5: valid when an occupation, a source of funds and a
 * salary range above 0 are chosen; Other needs its free text, non-empty. `salaryRangeId` is the select's value.
 */
export const eddQuestionnaireFormSchema = z
  .object({
    occupation: z.string(),
    otherOccupation: freeText,
    sourceOfFunds: z.string(),
    otherSourceOfFunds: freeText,
    salaryRangeId: z.string(),
    placeOfBirth: freeText,
    nationality: freeText,
  })
  .superRefine((form, context) => {
    if (!(OCCUPATIONS as readonly string[]).includes(form.occupation)) context.addIssue({ code: 'custom', path: ['occupation'], message: 'required' });
    else if (form.occupation === OTHER && form.otherOccupation === '') context.addIssue({ code: 'custom', path: ['otherOccupation'], message: 'required' });
    if (!(SOURCES_OF_FUNDS as readonly string[]).includes(form.sourceOfFunds))
      context.addIssue({ code: 'custom', path: ['sourceOfFunds'], message: 'required' });
    else if (form.sourceOfFunds === OTHER && form.otherSourceOfFunds === '')
      context.addIssue({ code: 'custom', path: ['otherSourceOfFunds'], message: 'required' });
    const salaryRangeId = Number(form.salaryRangeId);
    if (!(salaryRangeId > 0) || !(SALARY_RANGE_IDS as readonly number[]).includes(salaryRangeId))
      context.addIssue({ code: 'custom', path: ['salaryRangeId'], message: 'required' });
  });
export type EddQuestionnaireForm = z.input<typeof eddQuestionnaireFormSchema>;

export const EMPTY_EDD_FORM: EddQuestionnaireForm = {
  occupation: '',
  otherOccupation: '',
  sourceOfFunds: '',
  otherSourceOfFunds: '',
  salaryRangeId: '',
  placeOfBirth: '',
  nationality: '',
};

/** A chosen code, or the free text that replaced Other: never empty, never "OTHER" itself. */
const choiceOrFreeText = freeText.min(1, { error: 'required' }).refine((value) => value.toUpperCase() !== OTHER, { error: 'other_needs_text' });

/**
 * The payload (identity-and-account §3): occupation, salaryRangeId, sourceOfFunds, placeOfBirth, nationality. An
 * occupation or source that is not one of the platform's codes is the player's free text for Other.
 */
export const eddQuestionnaireAnswerBodySchema = z.strictObject({
  occupation: choiceOrFreeText,
  salaryRangeId: z
    .int()
    .min(1, { error: 'required' })
    .refine((id) => (SALARY_RANGE_IDS as readonly number[]).includes(id), { error: 'unknown_salary_range' }),
  sourceOfFunds: choiceOrFreeText,
  placeOfBirth: freeText.optional(),
  nationality: freeText.optional(),
});
export type EddQuestionnaireAnswerBody = z.output<typeof eddQuestionnaireAnswerBodySchema>;

/** The form's selections as the payload: Other replaced by its free text, empty optional fields left out. */
export function toEddQuestionnairePayload(form: z.output<typeof eddQuestionnaireFormSchema>): EddQuestionnaireAnswerBody {
  const payload: EddQuestionnaireAnswerBody = {
    occupation: form.occupation === OTHER ? form.otherOccupation : form.occupation,
    salaryRangeId: Number(form.salaryRangeId),
    sourceOfFunds: form.sourceOfFunds === OTHER ? form.otherSourceOfFunds : form.sourceOfFunds,
  };
  if (form.placeOfBirth) payload.placeOfBirth = form.placeOfBirth;
  if (form.nationality) payload.nationality = form.nationality;
  return payload;
}

/** A stored answer split back into the platform's code and the free text (the server stores both). */
export function splitChoice(value: string, codes: readonly string[]): { code: string; other: string | null } {
  return codes.includes(value) && value !== OTHER ? { code: value, other: null } : { code: OTHER, other: value };
}

/** The player's current answer. */
export const eddQuestionnaireAnswerSchema = z.object({
  occupation: z.string(),
  salaryRangeId: z.int(),
  sourceOfFunds: z.string(),
  placeOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  answeredAt: z.iso.datetime({ offset: true }),
});
export type EddQuestionnaireAnswer = z.output<typeof eddQuestionnaireAnswerSchema>;

/** Why the platform asks for the questionnaire (docs/decisions.md "EDD questionnaire"). */
export const EDD_REQUIRED_REASONS = ['LIFETIME_DEPOSITS', 'OPERATOR_REQUEST'] as const;

/** GET /v1/player/questionnaire/answer: whether the signed-in player must answer, and their current answer. */
export const eddQuestionnaireStatusSchema = z.object({
  required: z.boolean(),
  reason: z.enum(EDD_REQUIRED_REASONS).nullable(),
  answer: eddQuestionnaireAnswerSchema.nullable(),
});
export type EddQuestionnaireStatus = z.output<typeof eddQuestionnaireStatusSchema>;

export const occupationsSchema = z.object({ occupations: z.array(z.enum(OCCUPATIONS)) });
export const sourcesOfFundsSchema = z.object({ sourcesOfFunds: z.array(z.enum(SOURCES_OF_FUNDS)) });
export const salaryRangesSchema = z.object({
  currency: z.literal(SALARY_RANGE_CURRENCY),
  salaryRanges: z.array(z.object({ salaryRangeId: z.int().positive(), from: z.int().min(0), to: z.int().positive().nullable() })),
});
export type SalaryRanges = z.output<typeof salaryRangesSchema>;
