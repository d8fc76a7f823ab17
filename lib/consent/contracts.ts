import { defineContract, type RateLimitClass } from '@/lib/api/contract';
import { cookieConsentSchema, getCookieConsentQuerySchema, saveCookieConsentBodySchema } from './schemas';

// The banner shows before sign-in, so anonymous visitors may read and save; a signed-in save links the player.
const rateLimit: RateLimitClass = { key: 'cookie-consent', limit: 30, windowMs: 60_000 };

export const getCookieConsent = defineContract({
  operationId: 'consent.getCookieConsent',
  method: 'GET',
  path: '/v1/player/cookies/consent',
  summary: 'The stored cookie consent of a consent id',
  description: 'identity-and-account §3 "Cookie consent", §7. The linked player id is never returned: a consent id must not reveal an account.',
  tags: ['Consent'],
  auth: 'optional',
  rateLimit,
  objectName: 'cookieConsent',
  query: getCookieConsentQuerySchema,
  responses: { 200: cookieConsentSchema },
  errors: ['error.cookie_consent.not_found'],
});

export const saveCookieConsent = defineContract({
  operationId: 'consent.saveCookieConsent',
  method: 'PATCH',
  path: '/v1/player/cookies/consent',
  summary: "Store the visitor's cookie choices (proof of consent)",
  description:
    'identity-and-account §3 "Cookie consent", §7: upserts the record of the banner\'s consent id. A signed-in save links (or re-links) it to the player; an anonymous save keeps an existing link. Essentials cannot be refused.',
  tags: ['Consent'],
  auth: 'optional',
  rateLimit,
  objectName: 'cookieConsent',
  body: saveCookieConsentBodySchema,
  responses: { 200: cookieConsentSchema },
  errors: ['error.player.not.found'],
});
