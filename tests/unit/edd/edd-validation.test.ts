import { OCCUPATIONS, OTHER, SALARY_RANGES, SOURCES_OF_FUNDS } from '@/lib/edd/options';
import {
  EMPTY_EDD_FORM,
  eddQuestionnaireAnswerBodySchema,
  eddQuestionnaireFormSchema,
  splitChoice,
  toEddQuestionnairePayload,
  type EddQuestionnaireForm,
} from '@/lib/edd/schemas';
import { eddQuestionnaireRequirement } from '@/server/domains/edd/edd-questionnaire-required';
import { EDD_CLEARED_LEVELS, eddDue } from '@/lib/documents/kyc-rules';
import { KYC_STATUSES } from '@/server/db/schema/enums';

const FILLED: EddQuestionnaireForm = { ...EMPTY_EDD_FORM, occupation: 'PROFESSIONAL', sourceOfFunds: 'SALARY', salaryRangeId: '3' };

function issues(form: EddQuestionnaireForm): string[] {
  const result = eddQuestionnaireFormSchema.safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')).sort();
}

describe('identity-and-account §5: the EDD questionnaire form', () => {
  it('is valid when an occupation, a source of funds and a salary range above 0 are chosen (the rest optional)', () => {
    expect(issues(FILLED)).toEqual([]);
    expect(issues({ ...FILLED, placeOfBirth: 'Turku', nationality: 'Finnish' })).toEqual([]);
  });

  it('needs each of the three choices', () => {
    expect(issues(EMPTY_EDD_FORM)).toEqual(['occupation', 'salaryRangeId', 'sourceOfFunds']);
    expect(issues({ ...FILLED, occupation: '' })).toEqual(['occupation']);
    expect(issues({ ...FILLED, sourceOfFunds: '' })).toEqual(['sourceOfFunds']);
    for (const salaryRangeId of ['', '0', '-1', '7', 'abc', '1.5'])
      expect([salaryRangeId, issues({ ...FILLED, salaryRangeId })]).toEqual([salaryRangeId, ['salaryRangeId']]);
    expect(issues({ ...FILLED, occupation: 'ASTRONAUT' })).toEqual(['occupation']);
  });

  it('needs non-empty free text when Other is chosen, for occupation and for source of funds, and only then', () => {
    expect(issues({ ...FILLED, occupation: OTHER })).toEqual(['otherOccupation']);
    expect(issues({ ...FILLED, occupation: OTHER, otherOccupation: '   ' })).toEqual(['otherOccupation']);
    expect(issues({ ...FILLED, occupation: OTHER, otherOccupation: 'Lighthouse keeper' })).toEqual([]);
    expect(issues({ ...FILLED, sourceOfFunds: OTHER })).toEqual(['otherSourceOfFunds']);
    expect(issues({ ...FILLED, sourceOfFunds: OTHER, otherSourceOfFunds: 'Sale of a boat' })).toEqual([]);
    // Free text typed and then another choice made: ignored, not an error.
    expect(issues({ ...FILLED, otherOccupation: 'left over' })).toEqual([]);
  });

  it('bounds free text at 100 characters', () => {
    expect(issues({ ...FILLED, occupation: OTHER, otherOccupation: 'x'.repeat(101) })).toEqual(['otherOccupation']);
    expect(issues({ ...FILLED, placeOfBirth: 'x'.repeat(101) })).toEqual(['placeOfBirth']);
  });

  it('turns the form into the payload with Other replaced by its free text, which the server schema accepts', () => {
    const form = eddQuestionnaireFormSchema.parse({
      ...FILLED,
      occupation: OTHER,
      otherOccupation: ' Lighthouse keeper ',
      sourceOfFunds: OTHER,
      otherSourceOfFunds: 'Boat sale',
    });
    const payload = toEddQuestionnairePayload(form);
    expect(payload).toEqual({ occupation: 'Lighthouse keeper', salaryRangeId: 3, sourceOfFunds: 'Boat sale' });
    expect(eddQuestionnaireAnswerBodySchema.parse(payload)).toEqual(payload);
    expect(toEddQuestionnairePayload(eddQuestionnaireFormSchema.parse({ ...FILLED, placeOfBirth: 'Oulu', nationality: 'FI' }))).toEqual({
      occupation: 'PROFESSIONAL',
      salaryRangeId: 3,
      sourceOfFunds: 'SALARY',
      placeOfBirth: 'Oulu',
      nationality: 'FI',
    });
  });

  it('every valid form gives a payload the server accepts (every choice × every salary range)', () => {
    for (const occupation of OCCUPATIONS)
      for (const sourceOfFunds of SOURCES_OF_FUNDS)
        for (const { salaryRangeId } of SALARY_RANGES) {
          const form = {
            ...EMPTY_EDD_FORM,
            occupation,
            sourceOfFunds,
            salaryRangeId: String(salaryRangeId),
            otherOccupation: 'Keeper',
            otherSourceOfFunds: 'Boat',
          };
          expect(eddQuestionnaireAnswerBodySchema.safeParse(toEddQuestionnairePayload(eddQuestionnaireFormSchema.parse(form))).success).toBe(true);
        }
  });
});

describe('the payload schema (the server side of the same rule)', () => {
  const VALID = { occupation: 'PROFESSIONAL', salaryRangeId: 3, sourceOfFunds: 'SALARY' };
  it('refuses Other not replaced, empty choices, salary ranges not above 0 or unknown, unknown fields', () => {
    for (const body of [
      { ...VALID, occupation: 'OTHER' },
      { ...VALID, sourceOfFunds: 'Other' },
      { ...VALID, occupation: ' ' },
      { ...VALID, salaryRangeId: 0 },
      { ...VALID, salaryRangeId: 7 },
      { ...VALID, extra: true },
    ])
      expect([body, eddQuestionnaireAnswerBodySchema.safeParse(body).success]).toEqual([body, false]);
  });

  it('splits a stored value into the code and the free text', () => {
    expect(splitChoice('SALARY', SOURCES_OF_FUNDS)).toEqual({ code: 'SALARY', other: null });
    expect(splitChoice('Boat sale', SOURCES_OF_FUNDS)).toEqual({ code: 'OTHER', other: 'Boat sale' });
  });
});

describe('when the questionnaire is required', () => {
  it('never while a current answer stands; on the operator’s request; when the documents’ KYC rules say EDD is due', () => {
    for (const kycStatus of KYC_STATUSES) {
      for (const lifetimeDeposits of [0n, 499_999n, 500_000n, 10_000_000n]) {
        const base = { kycStatus, lifetimeDeposits, eddThreshold: 500_000n };
        expect(eddQuestionnaireRequirement({ ...base, hasCurrentAnswer: true })).toBeNull();
        // One rule: the threshold is reached and the level has not passed EDD (ENHANCED, ENHANCED KYC, NOT_REQUIRED have).
        const expected =
          kycStatus === 'EDD_PENDING'
            ? 'OPERATOR_REQUEST'
            : lifetimeDeposits >= 500_000n && !EDD_CLEARED_LEVELS.includes(kycStatus)
              ? 'LIFETIME_DEPOSITS'
              : null;
        expect(expected === 'LIFETIME_DEPOSITS').toBe(kycStatus !== 'EDD_PENDING' && eddDue(base));
        expect([kycStatus, lifetimeDeposits, eddQuestionnaireRequirement({ ...base, hasCurrentAnswer: false })]).toEqual([
          kycStatus,
          lifetimeDeposits,
          expected,
        ]);
      }
    }
  });
});
