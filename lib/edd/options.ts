// The EDD questionnaire's choices (identity-and-account §3 "EDD questionnaire"), kept by the platform: codes here,
// wording in messages/<lang>.json under `edd.occupations.*` and `edd.sourcesOfFunds.*`. Rules: docs/decisions.md
// "EDD questionnaire".

/** The choice a free-text field replaces (identity-and-account §3: "The value "Other" is replaced by a free-text field"). */
export const OTHER = 'OTHER';

/** Occupation groups (ISCO-08 major groups plus the situations without an employer), then Other. */
export const OCCUPATIONS = [
  'MANAGER',
  'PROFESSIONAL',
  'TECHNICIAN',
  'CLERICAL',
  'SERVICE_AND_SALES',
  'AGRICULTURE',
  'CRAFT_AND_TRADES',
  'MACHINE_OPERATOR',
  'ELEMENTARY',
  'ARMED_FORCES',
  'SELF_EMPLOYED',
  'STUDENT',
  'RETIRED',
  'UNEMPLOYED',
  'HOMEMAKER',
  OTHER,
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

/** Where the money a player gambles with comes from, then Other. */
export const SOURCES_OF_FUNDS = [
  'SALARY',
  'SELF_EMPLOYMENT',
  'SAVINGS',
  'PENSION',
  'INVESTMENTS',
  'INHERITANCE',
  'SALE_OF_PROPERTY',
  'GAMBLING_WINNINGS',
  'GIFT',
  'BENEFITS',
  OTHER,
] as const;
export type SourceOfFunds = (typeof SOURCES_OF_FUNDS)[number];

/** Salary ranges are asked in one reference currency, so answers compare across markets. */
export const SALARY_RANGE_CURRENCY = 'EUR' as const;

/** Yearly net income bands in minor units of SALARY_RANGE_CURRENCY; `to` is exclusive, null is open-ended. */
export const SALARY_RANGES = [
  { salaryRangeId: 1, from: 0, to: 1_500_000 },
  { salaryRangeId: 2, from: 1_500_000, to: 3_000_000 },
  { salaryRangeId: 3, from: 3_000_000, to: 5_000_000 },
  { salaryRangeId: 4, from: 5_000_000, to: 8_000_000 },
  { salaryRangeId: 5, from: 8_000_000, to: 15_000_000 },
  { salaryRangeId: 6, from: 15_000_000, to: null },
] as const;

export const SALARY_RANGE_IDS = SALARY_RANGES.map((range) => range.salaryRangeId);
