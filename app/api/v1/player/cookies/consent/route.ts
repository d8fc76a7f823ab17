import { getCookieConsent, saveCookieConsent as saveCookieConsentContract } from '@/lib/consent/contracts';
import { getCookieConsentOrThrow } from '@/server/domains/consent/get-cookie-consent';
import { saveCookieConsent } from '@/server/domains/consent/save-cookie-consent';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The stored consent of the banner's consent id (identity-and-account §3 "Cookie consent"). */
export const GET = withContract(getCookieConsent, async ({ db, query }) => getCookieConsentOrThrow(db, query));

/** Stores the visitor's choices; a signed-in save links the record to the player. */
export const PATCH = withContract(saveCookieConsentContract, async ({ db, body, player }) =>
  saveCookieConsent(db, { ...body, playerId: player?.playerId ?? null }),
);
