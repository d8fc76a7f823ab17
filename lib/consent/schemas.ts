import { z } from 'zod';

// Isomorphic: the cookie banner validates with the same schemas before it calls the API.

/** Spec identity-and-account §3 "Cookie consent": three categories; essentials cannot be refused. */
export const cookieConsentOptionsSchema = z.strictObject({
  essentials: z.literal(true, { error: 'essentials cannot be refused' }),
  performanceFunctional: z.boolean(),
  marketing: z.boolean(),
});

/** PATCH /api/v1/player/cookies/consent. */
export const saveCookieConsentBodySchema = z.strictObject({
  consentId: z.uuid(),
  accepted: z.boolean(),
  /** Cookie policy version the visitor answered. */
  version: z.int32().min(1),
  options: cookieConsentOptionsSchema,
});

/** GET /api/v1/player/cookies/consent?consentId=… */
export const getCookieConsentQuerySchema = z.object({
  consentId: z.uuid(),
});

/** What both endpoints answer. */
export const cookieConsentSchema = z.object({
  consentId: z.uuid(),
  accepted: z.boolean(),
  version: z.int(),
  options: z.object({ essentials: z.literal(true), performanceFunctional: z.boolean(), marketing: z.boolean() }),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

export type SaveCookieConsentBody = z.infer<typeof saveCookieConsentBodySchema>;
export type GetCookieConsentQuery = z.infer<typeof getCookieConsentQuerySchema>;
export type CookieConsent = z.infer<typeof cookieConsentSchema>;
