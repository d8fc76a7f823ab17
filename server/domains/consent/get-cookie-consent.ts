import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { cookieConsents } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { CookieConsent, GetCookieConsentQuery } from '@/lib/consent/schemas';
import { cookieConsentColumns, toCookieConsent } from './to-cookie-consent';

/** The stored consent for a banner's consent id; 404 `error.cookie_consent.not_found` if none was saved. */
export async function getCookieConsentOrThrow(db: Database, { consentId }: GetCookieConsentQuery): Promise<CookieConsent> {
  const [row] = await db.select(cookieConsentColumns).from(cookieConsents).where(eq(cookieConsents.consentId, consentId)).limit(1);
  if (!row) throw new ApiError('error.cookie_consent.not_found');
  return toCookieConsent(row);
}
