import { defineContract } from '@/lib/api/contract';
import { LIMIT_ERROR_CODES } from './enums';
import { patchLimitAnswerSchema, patchLimitBodySchema, playerLimitsSchema } from './schemas';

// The responsible-gambling limits (identity-and-account §3, §5, §7; docs/api.md "Responsible-gambling limits").
// Deposit limits cap money in, spend limits cap net loss; each has a daily, weekly and monthly entry. Rules:
// docs/decisions.md "Responsible-gambling limits".

const LIMITS = ['Responsible gambling'];
const minute = 60_000;

const patchDescription =
  'One period (`duration`) and exactly one action: a new `limit`, `deleteLimit: true` or `cancelPendingLimit: true`. A decrease applies at once; an increase or a removal waits 24 hours (pending). The answer carries the limits after the change and the notification to show (`updated`, `update.received`, `removal.received`, `canceled`, or null when nothing changed). A refusal carries `additionalInfo: { duration, limitType }`.';

export const getDepositLimits = defineContract({
  operationId: 'limits.getDepositLimits',
  method: 'GET',
  path: '/v1/player/deposit-limits',
  summary: 'The signed-in player’s deposit limits',
  description:
    'identity-and-account §7 ("/player/deposit-limits (GET, PATCH …)"): one entry each for D, W and M, with what was deposited in the current period and what remains.',
  tags: LIMITS,
  auth: 'required',
  responses: { 200: playerLimitsSchema },
  errors: ['error.player.not.found'],
});

export const patchDepositLimit = defineContract({
  operationId: 'limits.patchDepositLimit',
  method: 'PATCH',
  path: '/v1/player/deposit-limits',
  summary: 'Set, remove or cancel a pending change of one deposit limit',
  description: `identity-and-account §5, §7. ${patchDescription}`,
  tags: LIMITS,
  auth: 'required',
  rateLimit: { key: 'deposit-limits', limit: 30, windowMs: minute },
  objectName: 'depositLimit',
  body: patchLimitBodySchema,
  responses: { 200: patchLimitAnswerSchema },
  errors: ['error.player.not.found', ...LIMIT_ERROR_CODES],
});

export const getSpendLimits = defineContract({
  operationId: 'limits.getSpendLimits',
  method: 'GET',
  path: '/v1/player/spend-limits',
  summary: 'The signed-in player’s spend (net loss) limits',
  description:
    'identity-and-account §7 ("/player/spend-limits (GET, PATCH …)"): one entry each for D, W and M, with the net loss in the current period and what remains.',
  tags: LIMITS,
  auth: 'required',
  responses: { 200: playerLimitsSchema },
  errors: ['error.player.not.found'],
});

export const patchSpendLimit = defineContract({
  operationId: 'limits.patchSpendLimit',
  method: 'PATCH',
  path: '/v1/player/spend-limits',
  summary: 'Set, remove or cancel a pending change of one spend limit',
  description: `identity-and-account §5, §7. ${patchDescription}`,
  tags: LIMITS,
  auth: 'required',
  rateLimit: { key: 'spend-limits', limit: 30, windowMs: minute },
  objectName: 'spendLimit',
  body: patchLimitBodySchema,
  responses: { 200: patchLimitAnswerSchema },
  errors: ['error.player.not.found', ...LIMIT_ERROR_CODES],
});
