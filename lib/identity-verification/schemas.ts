import { z } from 'zod';

/** What an identity-verification vendor can answer about a check: verified, refused, or still under review. */
export const IDENTITY_CHECK_OUTCOMES = ['APPROVED', 'DECLINED', 'PENDING'] as const;
export type IdentityCheckOutcome = (typeof IDENTITY_CHECK_OUTCOMES)[number];

/** POST /v1/identity-verification/sandbox/check: the signed-in player tells the sandbox vendor how their check ends. */
export const sandboxIdentityCheckBodySchema = z.strictObject({
  outcome: z.enum(IDENTITY_CHECK_OUTCOMES),
});

/** The player's identity verification after a vendor's result was applied. */
export const identityCheckResultSchema = z.object({
  checkReference: z.string(),
  outcome: z.enum(IDENTITY_CHECK_OUTCOMES),
  kycStatus: z.string(),
});
export type IdentityCheckResult = z.output<typeof identityCheckResultSchema>;
