import { getCookieConsentOrThrow } from '@/server/domains/consent/get-cookie-consent';
import { saveCookieConsent } from '@/server/domains/consent/save-cookie-consent';
import { getCookieConsentQuerySchema, saveCookieConsentBodySchema } from '@/lib/consent/schemas';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// The banner shows before sign-in, so anonymous visitors may read and save; a signed-in save links the player.
const rateLimit = { key: 'cookie-consent', limit: 30, windowMs: 60_000 };

export const GET = withHandler(
  { objectName: 'cookieConsent', query: getCookieConsentQuerySchema, auth: 'optional', rateLimit },
  async ({ db, query }) => Response.json(await getCookieConsentOrThrow(db, query)),
);

export const PATCH = withHandler(
  { objectName: 'cookieConsent', body: saveCookieConsentBodySchema, auth: 'optional', rateLimit },
  async ({ db, body, player }) => Response.json(await saveCookieConsent(db, { ...body, playerId: player?.playerId ?? null })),
);
