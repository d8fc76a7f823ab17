import { z } from 'zod';
import { REJECTION_REASONS, type RejectionReason } from '@/lib/documents/enums';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';
import { IDENTITY_CHECK_OUTCOMES } from './schemas';

// The vendor's hosted document check (identity-and-account §7 "POST /jumio/documents/initiate with document settings
// returns redirectUrl"): the wire shapes shared by the contracts, the adapters and the page that shows the result.

/**
 * Rejection reasons (identity-and-account.md §3 "Documents"): what a vendor or an operator gives when refusing a
 * document. One list, the document model's (lib/documents/enums.ts); named here for the vendor's wire shapes.
 */
export const DOCUMENT_REJECTION_REASONS = REJECTION_REASONS;
export type DocumentRejectionReason = RejectionReason;

/** The reasons an identity-document check can end with: the ID document's and the generic ones (no address or payment reasons). */
export const IDENTITY_CHECK_REJECTION_REASONS = DOCUMENT_REJECTION_REASONS.filter((reason) => !/^PO[AP]_/.test(reason) && reason !== 'EMAIL');

/** A check's record: opened (the player is at the vendor), under review at the vendor, or decided. */
export const IDENTITY_CHECK_STATUSES = ['INITIATED', ...IDENTITY_CHECK_OUTCOMES] as const;
export type IdentityCheckStatus = (typeof IDENTITY_CHECK_STATUSES)[number];

/** What a hosted check verifies: the identity document (and the selfie the vendor takes with it). */
export const IDENTITY_CHECK_DOCUMENT_TYPES = ['PROOF_OF_ID'] as const;

export const CHECK_REFERENCE_PATTERN = /^idv_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const checkReferenceSchema = z.string().regex(CHECK_REFERENCE_PATTERN, { error: 'expected a check reference (idv_<uuid>)' });

/** POST /v1/jumio/documents/initiate: the document settings and the site path the vendor sends the player back to. */
export const initiateDocumentCheckBodySchema = z.strictObject({
  documentType: z.enum(IDENTITY_CHECK_DOCUMENT_TYPES),
  /** A path on this site only (never another origin); the check's reference is added as `?check=`. */
  returnPath: z
    .string()
    .max(512)
    .refine((value) => safeRedirectPath(value) === value, { error: 'expected a path on this site' }),
});
export type InitiateDocumentCheckBody = z.output<typeof initiateDocumentCheckBodySchema>;

export const initiateDocumentCheckAnswerSchema = z.object({
  checkReference: checkReferenceSchema,
  /** The vendor's hosted page the player's browser goes to. */
  redirectUrl: z.string(),
});

/** One check as the player sees it. */
export const identityDocumentCheckSchema = z.object({
  checkReference: checkReferenceSchema,
  vendor: z.string(),
  documentType: z.enum(IDENTITY_CHECK_DOCUMENT_TYPES),
  status: z.enum(IDENTITY_CHECK_STATUSES),
  reason: z.enum(DOCUMENT_REJECTION_REASONS).nullable(),
  /** The player's KYC level now (identity-and-account §3 "KYC levels"). */
  kycStatus: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type IdentityDocumentCheck = z.output<typeof identityDocumentCheckSchema>;

export const identityCheckParamsSchema = z.object({ checkReference: checkReferenceSchema });

/** The sandbox vendor's page: the tester's decision; a rejection names its reason. */
export const sandboxVendorDecisionSchema = z
  .object({
    outcome: z.enum(IDENTITY_CHECK_OUTCOMES),
    reason: z.enum(DOCUMENT_REJECTION_REASONS).optional(),
  })
  .refine((decision) => (decision.outcome === 'DECLINED') === (decision.reason !== undefined), {
    error: 'a rejection names its reason, and only a rejection',
    path: ['reason'],
  });
export type SandboxVendorDecision = z.output<typeof sandboxVendorDecisionSchema>;

/** The sandbox vendor's signed callback body (server to server). */
export const sandboxDocumentCallbackBodySchema = z
  .strictObject({
    checkReference: checkReferenceSchema,
    vendorReference: z.string().regex(/^sbxidv_[0-9a-f-]{36}$/),
    playerId: z.int().min(1).max(2_147_483_647),
    outcome: z.enum(IDENTITY_CHECK_OUTCOMES),
    reason: z.enum(DOCUMENT_REJECTION_REASONS).nullable(),
  })
  .refine((callback) => (callback.outcome === 'DECLINED') === (callback.reason !== null), { error: 'a rejection names its reason, and only a rejection' });

/** `t=<unix ms>,n=<nonce>,v1=<base64url HMAC-SHA256 of "<t>.<n>.<raw body>">`, at most 5 minutes old, each nonce once. */
export const DOCUMENT_CALLBACK_SIGNATURE_HEADER = 'x-idv-signature';
