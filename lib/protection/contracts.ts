import { defineContract } from '@/lib/api/contract';
import { exclusionAnswerSchema, exclusionBodySchema, protectionStateSchema, timeoutAnswerSchema, timeoutBodySchema } from './schemas';

// Time-out and self-exclusion (identity-and-account §3 "Gambling state", §7, §8, §9; docs/api.md "Time-out and
// self-exclusion"). Rules and the per-market table: docs/decisions.md "Time-out and self-exclusion".

const PROTECTION = ['Responsible gambling'];
const minute = 60_000;

const blockDescription =
  'The block starts at once and ends by itself at `until`. A block already in force may only be lengthened: a request that would end sooner (or the same time) answers the running block’s own code with `additionalInfo.days`. On success every session of the player ends (every device, every provider token) and the answer clears the session cookie; sign-in, deposits, real-money bets and launches are refused until the end.';

export const patchTimeout = defineContract({
  operationId: 'protection.patchTimeout',
  method: 'PATCH',
  path: '/v1/player/timeout',
  summary: 'Take a break (time-out) for a number of days',
  description: `identity-and-account §7 ("/player/timeout (PATCH body timeout)"): \`timeout\` is the length in whole days, one of the lengths the player’s market offers (GET /timeout/cooling). ${blockDescription}`,
  tags: PROTECTION,
  auth: 'required',
  rateLimit: { key: 'protection', limit: 20, windowMs: minute },
  objectName: 'timeout',
  body: timeoutBodySchema,
  responses: { 200: timeoutAnswerSchema },
  errors: [
    'error.player.not.found',
    'error.protection.period.not_allowed',
    'error.timeout.in.progress',
    'error.exclusion.in.progress',
    'error.exclusion.in.progress.indefinitely',
  ],
});

export const patchExclusion = defineContract({
  operationId: 'protection.patchExclusion',
  method: 'PATCH',
  path: '/v1/player/exclusion',
  summary: 'Self-exclude for a number of months or indefinitely',
  description: `identity-and-account §7, §9: \`exclusionInMonths\` and \`exclusionDelayInHours\` (the 1-day cooling-off, 24, added after the months), or \`accountDisableIndefinitely: true\`, which is sent as 12 months and never ends by itself. The whole withdrawable balance is paid out (docs/decisions.md). ${blockDescription}`,
  tags: PROTECTION,
  auth: 'required',
  rateLimit: { key: 'protection', limit: 20, windowMs: minute },
  objectName: 'exclusion',
  body: exclusionBodySchema,
  responses: { 200: exclusionAnswerSchema },
  errors: ['error.player.not.found', 'error.protection.period.not_allowed', 'error.exclusion.in.progress', 'error.exclusion.in.progress.indefinitely'],
});

export const getTimeoutCooling = defineContract({
  operationId: 'protection.getTimeoutCooling',
  method: 'GET',
  path: '/v1/timeout/cooling',
  summary: 'The time-out and self-exclusion lengths offered, the cooling-off, and any block in force',
  description:
    'identity-and-account §7 ("/timeout/cooling"): the lengths the signed-in player’s market offers (days for a time-out, months for a self-exclusion), the cooling-off hours a self-exclusion adds, the national register to point to (Sweden), and the time-out or self-exclusion in force (normally none: a blocked player cannot sign in).',
  tags: PROTECTION,
  auth: 'required',
  responses: { 200: protectionStateSchema },
  errors: ['error.player.not.found'],
});
