import { cookieConsents, type CookieConsentRow } from '@/server/db/schema';
import type { CookieConsent } from '@/lib/consent/schemas';

/** The columns the API answers with: the linked player id stays server-side, a consent id must not reveal an account. */
export const cookieConsentColumns = {
  consentId: cookieConsents.consentId,
  accepted: cookieConsents.accepted,
  version: cookieConsents.version,
  performanceFunctional: cookieConsents.performanceFunctional,
  marketing: cookieConsents.marketing,
  createdAt: cookieConsents.createdAt,
  updatedAt: cookieConsents.updatedAt,
};

type CookieConsentColumns = Pick<CookieConsentRow, keyof typeof cookieConsentColumns>;

export function toCookieConsent(row: CookieConsentColumns): CookieConsent {
  return {
    consentId: row.consentId,
    accepted: row.accepted,
    version: row.version,
    options: { essentials: true, performanceFunctional: row.performanceFunctional, marketing: row.marketing },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
