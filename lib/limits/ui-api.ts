import type { z } from 'zod';
import { toPlatformApiError } from '@/lib/api/error-body';
import type { LimitType } from './enums';
import { patchLimitAnswerSchema, playerLimitsSchema, type PatchLimitBody } from './schemas';

const PATHS: Record<LimitType, string> = { deposit: '/api/v1/player/deposit-limits', loss: '/api/v1/player/spend-limits' };

async function call<T extends z.ZodType>(schema: T, path: string, body?: PatchLimitBody): Promise<z.output<T>> {
  const response = await fetch(path, {
    method: body ? 'PATCH' : 'GET',
    headers: { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw await toPlatformApiError(response);
  return schema.parse(await response.json());
}

/** Browser calls to the limits endpoints on the site's own origin (session in the httpOnly cookie). */
export const limitsApi = {
  get: (type: LimitType) => call(playerLimitsSchema, PATHS[type]),
  patch: (type: LimitType, body: PatchLimitBody) => call(patchLimitAnswerSchema, PATHS[type], body),
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
