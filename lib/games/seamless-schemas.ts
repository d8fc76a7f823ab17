import { z } from 'zod';

// Seamless-wallet request bodies (docs/seamless-wallet.md). Amounts are integer minor units as JSON numbers,
// kept within the range a JSON number carries exactly.

export const SEAMLESS_ACTIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback', 'endround'] as const;
export type SeamlessAction = (typeof SEAMLESS_ACTIONS)[number];

/** The game-session token (the launch URL's ticket for real play). */
export const seamlessTokenSchema = z.string().min(16).max(256);
const token = seamlessTokenSchema;
/** Provider-side ids: printable ASCII, no spaces. */
const externalId = z.string().regex(/^[\x21-\x7e]{1,128}$/, { error: 'expected 1 to 128 printable characters' });
const amount = z.int().min(0).max(Number.MAX_SAFE_INTEGER);

export const authenticateBodySchema = z.object({ token });
export const balanceBodySchema = z.object({ token });
export const betBodySchema = z.object({
  token,
  transactionId: externalId,
  roundId: externalId,
  gameId: externalId,
  amount: amount.min(1),
});
export const winBodySchema = z.object({
  token,
  transactionId: externalId,
  roundId: externalId,
  gameId: externalId,
  /** Zero for a lost round: recorded, no money moves. */
  amount,
  betTransactionId: externalId.optional(),
  /**
   * `true` when the round won the game's progressive jackpot: the platform pays the whole pot of the session's
   * game as it stands (it moves with every bet, so no provider-side figure is taken) on top of `amount`, resets it
   * to its seed, and answers the amount paid as `jackpotAmount`.
   */
  jackpot: z.boolean().optional(),
});
export const rollbackBodySchema = z.object({
  token,
  transactionId: externalId,
  originalTransactionId: externalId,
  roundId: externalId,
});
export const endRoundBodySchema = z.object({ token, roundId: externalId });

export type AuthenticateBody = z.infer<typeof authenticateBodySchema>;
export type BalanceBody = z.infer<typeof balanceBodySchema>;
export type BetBody = z.infer<typeof betBodySchema>;
export type WinBody = z.infer<typeof winBodySchema>;
export type RollbackBody = z.infer<typeof rollbackBodySchema>;
export type EndRoundBody = z.infer<typeof endRoundBodySchema>;

export const SEAMLESS_BODY_SCHEMAS = {
  authenticate: authenticateBodySchema,
  balance: balanceBodySchema,
  bet: betBodySchema,
  win: winBodySchema,
  rollback: rollbackBodySchema,
  endround: endRoundBodySchema,
} as const satisfies Record<SeamlessAction, z.ZodType>;

/**
 * The header a provider signs every call with: lower-case hex HMAC-SHA256 of the exact raw body bytes, keyed with
 * the provider's seamless secret (server/domains/games/seamless-signature.ts verifies it in constant time).
 */
export const SEAMLESS_SIGNATURE_HEADER = 'X-Signature';

// Answers. Strict, so an answer matches exactly one of them (the seamless contract's 200 answer is their union).
const balanceFields = {
  /** The player's MAIN cash balance after the call, in minor units. */
  balance: amount,
  /** The session's currency (ISO 4217). */
  currency: z.string().regex(/^[A-Z]{3}$/),
};
export const seamlessAuthenticateAnswerSchema = z.strictObject({ playerId: z.int().positive(), ...balanceFields, sessionId: z.string().min(1) });
export const seamlessBalanceAnswerSchema = z.strictObject(balanceFields);
export const seamlessTransactionAnswerSchema = z.strictObject({
  ...balanceFields,
  transactionId: z.string().min(1),
  /** The ledger reference shown in the player's history (opaque `txn_` + 32 hex); null when no money moved. */
  referenceId: z.string().nullable(),
  /** Only on a jackpot win (`jackpot: true`): the pot paid on top of the win's `amount`, in minor units. */
  jackpotAmount: amount.optional(),
});

export type SeamlessAuthenticateAnswer = z.output<typeof seamlessAuthenticateAnswerSchema>;
export type SeamlessBalanceAnswer = z.output<typeof seamlessBalanceAnswerSchema>;
export type SeamlessTransactionAnswer = z.output<typeof seamlessTransactionAnswerSchema>;
