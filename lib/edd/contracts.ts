import { defineContract } from '@/lib/api/contract';
import {
  eddQuestionnaireAnswerBodySchema,
  eddQuestionnaireAnswerSchema,
  eddQuestionnaireStatusSchema,
  occupationsSchema,
  salaryRangesSchema,
  sourcesOfFundsSchema,
} from './schemas';

// The EDD questionnaire (identity-and-account §3, §5, §7; docs/api.md "EDD questionnaire"; rules in docs/decisions.md
// "EDD questionnaire"): its choices, whether the signed-in player must answer, and the answer itself.

const EDD = ['EDD questionnaire'];

export const getEddOccupations = defineContract({
  operationId: 'edd.getOccupations',
  method: 'GET',
  path: '/v1/player/questionnaire/occupations',
  summary: 'The occupations the EDD questionnaire offers',
  description: 'identity-and-account §7 ("EDD: GET occupations"): codes in display order, OTHER last (replaced by free text in the answer).',
  tags: EDD,
  auth: 'required',
  responses: { 200: occupationsSchema },
  errors: [],
});

export const getEddSourcesOfFunds = defineContract({
  operationId: 'edd.getSourcesOfFunds',
  method: 'GET',
  path: '/v1/player/questionnaire/sources-of-funds',
  summary: 'The sources of funds the EDD questionnaire offers',
  description: 'identity-and-account §7 ("EDD: GET … sources of funds"): codes in display order, OTHER last (replaced by free text in the answer).',
  tags: EDD,
  auth: 'required',
  responses: { 200: sourcesOfFundsSchema },
  errors: [],
});

export const getEddSalaryRanges = defineContract({
  operationId: 'edd.getSalaryRanges',
  method: 'GET',
  path: '/v1/player/salary-range',
  summary: 'The yearly income bands the EDD questionnaire offers',
  description: 'identity-and-account §7 (`/player/salary-range`): bands in minor units of one reference currency (EUR); `to` is exclusive, null open-ended.',
  tags: EDD,
  auth: 'required',
  responses: { 200: salaryRangesSchema },
  errors: [],
});

export const getEddQuestionnaire = defineContract({
  operationId: 'edd.getQuestionnaire',
  method: 'GET',
  path: '/v1/player/questionnaire/answer',
  summary: 'Whether the signed-in player must answer the EDD questionnaire, and their current answer',
  description:
    'identity-and-account §7 ("GET and POST the questionnaire"). `required` is true while the player has no current answer and their lifetime deposits (from the ledger) reached the configured threshold (`LIFETIME_DEPOSITS`) or the operator asked (`EDD_PENDING`: `OPERATOR_REQUEST`).',
  tags: EDD,
  auth: 'required',
  responses: { 200: eddQuestionnaireStatusSchema },
  errors: ['error.player.not.found'],
});

export const answerEddQuestionnaire = defineContract({
  operationId: 'edd.answerQuestionnaire',
  method: 'POST',
  path: '/v1/player/questionnaire/answer',
  summary: 'Answer the EDD questionnaire',
  description:
    'identity-and-account §3, §5. Valid when an occupation, a source of funds and a salary range above 0 are given; an occupation or source that is not one of the codes is the free text that replaced OTHER (never empty, never `OTHER` itself). The answer becomes the current one; earlier answers are kept as history. A player at `EDD_PENDING` moves to `EDD_UNDER_REVIEW`.',
  tags: EDD,
  auth: 'required',
  rateLimit: { key: 'edd-answer', limit: 10, windowMs: 60_000 },
  objectName: 'eddQuestionnaire',
  body: eddQuestionnaireAnswerBodySchema,
  responses: { 200: eddQuestionnaireAnswerSchema },
  errors: ['error.player.not.found'],
});
