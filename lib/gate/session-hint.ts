export type SessionHintAction = 'set' | 'delete' | null;

/** Whether the gate must set or clear the readable session hint so it matches the session cookie's presence. */
export function sessionHintAction(hasSessionCookie: boolean, hintValue: string | undefined): SessionHintAction {
  const hinted = hintValue === '1';
  if (hasSessionCookie === hinted) return hintValue === undefined || hinted ? null : 'delete';
  return hasSessionCookie ? 'set' : 'delete';
}

/**
 * The hint's cookie attributes: it lives as long as the session cookie, and is Secure behind TLS: when the site is
 * configured as https (SITE_URL, a TLS-terminating proxy in front) or the request itself came over https.
 */
export function sessionHintCookieOptions(input: { siteHttps: boolean; requestHttps: boolean; maxAge: number }) {
  return { path: '/', sameSite: 'lax' as const, maxAge: input.maxAge, secure: input.siteHttps || input.requestHttps };
}
