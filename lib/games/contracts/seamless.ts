import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { SEAMLESS_ERROR_STATUS, type SeamlessErrorCode } from '@/lib/games/seamless-error-codes';
import {
  SEAMLESS_ACTIONS,
  SEAMLESS_BODY_SCHEMAS,
  SEAMLESS_SIGNATURE_HEADER,
  seamlessAuthenticateAnswerSchema,
  seamlessBalanceAnswerSchema,
  seamlessTransactionAnswerSchema,
} from '@/lib/games/seamless-schemas';

// The seamless-wallet API game providers call (docs/seamless-wallet.md): one signed POST per action. The body is
// read raw, the signature checked over its bytes, and only then parsed with the action's schema; a refusal of the
// body is `error.seamless.validation`, not the platform's generic validation error.

export const seamlessParamsSchema = z.object({
  provider: z.string().meta({
    description: "The provider slug the game session was opened for (`^[a-z][a-z0-9]{1,31}$`); another provider's token is unknown here.",
    examples: ['pragmaticplay'],
  }),
  action: z.string().meta({ description: `One of ${SEAMLESS_ACTIONS.join(', ')}; anything else is 404 \`error.not_found\`.`, examples: [...SEAMLESS_ACTIONS] }),
});

/** The body of each action; the `{action}` path parameter says which one applies. */
export const seamlessBodySchema = z.union(
  SEAMLESS_ACTIONS.map((action) => SEAMLESS_BODY_SCHEMAS[action].meta({ title: action, description: `POST …/${action}` })),
);

/** authenticate answers the first, bet, win and rollback the second, balance and endround the third. */
export const seamlessAnswerSchema = z.union([
  seamlessAuthenticateAnswerSchema.meta({ title: 'authenticate' }),
  seamlessTransactionAnswerSchema.meta({ title: 'bet, win, rollback' }),
  seamlessBalanceAnswerSchema.meta({ title: 'balance, endround' }),
]);

export const callSeamlessWallet = defineContract({
  operationId: 'games.callSeamlessWallet',
  method: 'POST',
  path: '/v1/seamless/{provider}/{action}',
  summary: 'Seamless wallet call from a game provider',
  description:
    'authenticate, balance, bet, win, rollback and endround of a real-money game session (docs/seamless-wallet.md). Amounts are integer minor units as JSON numbers. Calls are deduplicated on (provider, transactionId): a retry with the same body gets the original answer, a different body with a used id is 409 `error.seamless.transaction.conflict`. Wins and rollbacks are accepted after the session expired; limit and exclusion checks apply to bets only.',
  tags: ['Seamless wallet'],
  auth: 'seamless-signature',
  params: seamlessParamsSchema,
  body: seamlessBodySchema,
  bodyEncoding: 'raw',
  headers: {
    [SEAMLESS_SIGNATURE_HEADER]:
      "Required. Lower-case hex HMAC-SHA256 of the exact raw request body bytes, keyed with the provider's seamless secret (SEAMLESS_SECRET_<PROVIDER>). Missing, malformed or wrong: 401 `error.seamless.signature.invalid`, and nothing in the body is read.",
  },
  responses: { 200: seamlessAnswerSchema },
  errors: ['error.not_found', ...(Object.keys(SEAMLESS_ERROR_STATUS) as SeamlessErrorCode[])],
});
