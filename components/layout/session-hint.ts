import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '@/lib/session/constants';

/** Only says whether a session cookie is present, to pick the header slot; the gate and identity verify it. */
export type SessionHint = { hasSessionCookie: true };

export async function getSessionHint(): Promise<SessionHint | null> {
  return (await cookies()).has(SESSION_COOKIE) ? { hasSessionCookie: true } : null;
}
