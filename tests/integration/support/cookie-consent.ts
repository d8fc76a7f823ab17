import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { PATCH } from '@/app/api/v1/player/cookies/consent/route';
import type { Database } from '@/server/db/database';
import { cookieConsents } from '@/server/db/schema';
import { apiRequest } from './http';

export const CONSENT_PATH = '/v1/player/cookies/consent';

export type FieldErrorBody = { objectName: string; field: string; rejectedValue: unknown; status: number; message: string; code: string };
export type ErrorBody = { status: number; code: string; message: string; fieldErrors?: FieldErrorBody[] };

/** A valid PATCH body with a fresh consent id. */
export function validConsentBody(overrides: Record<string, unknown> = {}) {
  return { consentId: randomUUID(), accepted: true, version: 1, options: { essentials: true, performanceFunctional: false, marketing: true }, ...overrides };
}

export const patchConsent = (body: unknown, headers?: Record<string, string>) => PATCH(apiRequest(CONSENT_PATH, { method: 'PATCH', body, headers }));

export async function countConsents(db: Database): Promise<number> {
  return (await db.select({ n: count() }).from(cookieConsents))[0].n;
}
