/** Cookie consent (spec identity-and-account §3): categories, defaults, and the record kept in local storage. Pure: no React. */

export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';
export const COOKIE_CONSENT_VERSION = 1;
export const COOKIE_CONSENT_ENDPOINT = '/api/v1/player/cookies/consent';

export const COOKIE_CATEGORIES = ['essentials', 'performanceFunctional', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

/** Essentials are always on; the type makes that impossible to get wrong. */
export type CookieOptions = { essentials: true; performanceFunctional: boolean; marketing: boolean };

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
export function consentProofBody(record: CookieConsentRecord) {
  return { consentId: record.consentId, accepted: record.accepted, version: COOKIE_CONSENT_VERSION, options: record.options };
}

/** Fire-and-forget: the proof is best effort and must never block or break the banner. */
export function sendConsentProof(record: CookieConsentRecord, fetchImpl?: typeof fetch): void {
  try {
    (fetchImpl ?? fetch)(COOKIE_CONSENT_ENDPOINT, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(consentProofBody(record)),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch can be missing or throw synchronously (old or locked-down browsers): same as a failed request
  }
}
