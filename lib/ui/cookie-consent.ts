import type { z } from 'zod';
import { lazyModule } from '@/lib/api/lazy-module';
import type { cookieConsentOptionsSchema, SaveCookieConsentBody } from '@/lib/consent/schemas';

/** Cookie consent (identity-and-account §3): categories, defaults, and the record kept in local storage. Pure: no React. */

export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';
export const COOKIE_CONSENT_VERSION = 1;

export const COOKIE_CATEGORIES = ['essentials', 'performanceFunctional', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

/** The consent endpoint's options (essentials always on; the type makes that impossible to get wrong). */
export type CookieOptions = z.output<typeof cookieConsentOptionsSchema>;

export type CookieConsentRecord = { options: CookieOptions; accepted: boolean; consentId: string };

// Spec: all three categories default to true.
export const DEFAULT_COOKIE_OPTIONS: Readonly<CookieOptions> = { essentials: true, performanceFunctional: true, marketing: true };

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates a stored value; anything malformed counts as no decision, so the banner shows again. */
export function parseCookieConsent(raw: string | null): CookieConsentRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.options)) return null;
  const { options, accepted, consentId } = value;
  if (typeof accepted !== 'boolean' || typeof consentId !== 'string' || !UUID.test(consentId)) return null;
  if (typeof options.performanceFunctional !== 'boolean' || typeof options.marketing !== 'boolean') return null;
  return {
    accepted,
    consentId,
    options: { essentials: true, performanceFunctional: options.performanceFunctional, marketing: options.marketing },
  };
}

export function loadCookieConsent(storage: StorageLike): CookieConsentRecord | null {
  try {
    return parseCookieConsent(storage.getItem(COOKIE_CONSENT_STORAGE_KEY));
  } catch {
    return null; // storage can throw when blocked (private mode, disabled cookies)
  }
}

/** Returns false when storage refuses the write; the choice still applies for this page view. */
export function saveCookieConsent(storage: StorageLike, record: CookieConsentRecord): boolean {
  try {
    storage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

export function normalizeCookieOptions(options: Omit<CookieOptions, 'essentials'>): CookieOptions {
  return { essentials: true, performanceFunctional: options.performanceFunctional, marketing: options.marketing };
}

/** Body of PATCH /api/v1/player/cookies/consent (proof of consent). */
export function consentProofBody(record: CookieConsentRecord): SaveCookieConsentBody {
  return { consentId: record.consentId, accepted: record.accepted, version: COOKIE_CONSENT_VERSION, options: record.options };
}

// The banner is in every page's shell: the API client and its schemas load on the first answer, not with the page.
const loadClient = lazyModule(() => import('@/lib/api/client'));

/** Loads the client ahead of the answer while the banner is shown, so the proof leaves at once on a click. */
export function preloadConsentClient(): void {
  loadClient().catch(() => undefined);
}

/**
 * Fire-and-forget, through the platform client's consent call (keepalive): the proof is best effort and must never
 * block or break the banner. A failed load, a missing or throwing fetch, or a refused answer are all swallowed.
 */
export function sendConsentProof(record: CookieConsentRecord, fetchImpl?: typeof fetch): Promise<void> {
  return loadClient()
    .then(({ browserPlatformClient }) => browserPlatformClient({ fetch: fetchImpl }).cookieConsent.save(consentProofBody(record)))
    .then(
      () => undefined,
      () => undefined,
    );
}
