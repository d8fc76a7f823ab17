import 'server-only';
import { env } from '@/server/env';
import { DEFAULT_DOCUMENT_MAX_FILE_BYTES, DEFAULT_DOCUMENT_MAX_FILES } from '@/lib/documents/schemas';
import { DEFAULT_EDD_DEPOSIT_THRESHOLD, DEFAULT_KYC_DEPOSIT_THRESHOLD } from '@/lib/documents/kyc-rules';

export interface DocumentLimits {
  maxFileBytes: number;
  maxFiles: number;
}

/** The upload bounds in force (env, never above the contract's bounded body: the defaults are the ceiling). */
export function documentLimits(): DocumentLimits {
  return {
    maxFileBytes: Math.min(env.DOCUMENT_MAX_FILE_BYTES ?? DEFAULT_DOCUMENT_MAX_FILE_BYTES, DEFAULT_DOCUMENT_MAX_FILE_BYTES),
    maxFiles: Math.min(env.DOCUMENT_MAX_FILES ?? DEFAULT_DOCUMENT_MAX_FILES, DEFAULT_DOCUMENT_MAX_FILES),
  };
}

/** The configurable KYC thresholds (docs/decisions.md "Documents and KYC levels"), minor units. */
export function kycThresholds(): { kycDepositThreshold: bigint; eddThreshold: bigint } {
  return {
    kycDepositThreshold: env.KYC_DEPOSIT_THRESHOLD === undefined ? DEFAULT_KYC_DEPOSIT_THRESHOLD : BigInt(env.KYC_DEPOSIT_THRESHOLD),
    eddThreshold: env.EDD_DEPOSIT_THRESHOLD === undefined ? DEFAULT_EDD_DEPOSIT_THRESHOLD : BigInt(env.EDD_DEPOSIT_THRESHOLD),
  };
}
