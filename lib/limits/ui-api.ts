import { browserPlatformClient } from '@/lib/api/client';
import { getDepositLimits, getSpendLimits, patchDepositLimit, patchSpendLimit } from './contracts';
import type { LimitType } from './enums';
import type { PatchLimitBody } from './schemas';

const CONTRACTS = {
  deposit: { get: getDepositLimits, patch: patchDepositLimit },
  loss: { get: getSpendLimits, patch: patchSpendLimit },
} as const;

/**
 * The gambling-limits page's calls, through the one client (lib/api/client.ts) and the limits' contracts (session
 * in the httpOnly cookie; a refusal is a PlatformApiError). The client is made per call (tests replace `fetch`).
 */
export const limitsApi = {
  get: (type: LimitType) => browserPlatformClient().request(CONTRACTS[type].get, {}),
  patch: (type: LimitType, body: PatchLimitBody) => browserPlatformClient().request(CONTRACTS[type].patch, { body }),
};

export const LIMITS_QUERY_KEYS = {
  all: ['limits'] as const,
  of: (type: LimitType) => ['limits', type] as const,
};

/** The spec's message key for a refused limit change: player.responsibleGambling.limit.error.{D|W|M}.{…} or .locked. */
export function limitErrorKey(code: string, period: 'D' | 'W' | 'M'): string | null {
  switch (code) {
    case 'error.deposit.limit.interval':
      return `limit.error.${period}.interval`;
    case 'error.deposit.limit.too_high':
      return `limit.error.${period}.high`;
    case 'error.deposit.limit.too_low':
      return `limit.error.${period}.low`;
    case 'error.deposit.limit.locked':
      return 'limit.locked';
    default:
      return null;
  }
}
