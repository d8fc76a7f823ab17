import 'server-only';
import { cookies } from 'next/headers';
import { createPlatformClient } from '@/lib/api/client';
import { SESSION_COOKIE } from '@/lib/session/constants';
import { env } from '@/server/env';

/** The platform client for server components: the player's identity token travels as a Bearer header. */
export async function serverPlatformClient() {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return createPlatformClient({ baseUrl: env.PLATFORM_API_URL, token });
}
