import { defineContract } from '@/lib/api/contract';
import { latestActivityLogSchema, transactionSummarySchema } from './schemas';

// identity-and-account §7 "/player/transaction-summary; /player/latest-activity-log (returns a note)".
// docs/api.md "Account activity".

const TAGS = ['Identity'];
const minute = 60_000;

export const getTransactionSummary = defineContract({
  operationId: 'accountActivity.getTransactionSummary',
  method: 'GET',
  path: '/v1/player/transaction-summary',
  summary: 'Deposit and withdrawal counts and totals',
  description:
    'identity-and-account §3 transactionSummary.totalDepositsCount, identity-and-account §6 deposit-count groups: counted from the ledger (deposits credited and not reversed; withdrawals paid out), in minor units of the player’s currency.',
  tags: TAGS,
  auth: 'required',
  rateLimit: { key: 'transaction-summary', limit: 60, windowMs: minute },
  responses: { 200: transactionSummarySchema },
  errors: ['error.player.not.found'],
});

export const getLatestActivityLog = defineContract({
  operationId: 'accountActivity.getLatestActivityLog',
  method: 'GET',
  path: '/v1/player/latest-activity-log',
  summary: 'The latest entry of the player’s account activity log',
  description:
    'identity-and-account §3 latestActivityLog.note, identity-and-account §7: the newest entry (reality-check choices and acknowledgements), nulls when there is none.',
  tags: TAGS,
  auth: 'required',
  rateLimit: { key: 'latest-activity-log', limit: 60, windowMs: minute },
  responses: { 200: latestActivityLogSchema },
  errors: [],
});
