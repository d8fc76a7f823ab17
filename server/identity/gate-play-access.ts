import { createPlatformClient } from '@/lib/api/client';
import type { AccessFlags } from '@/lib/identity/schemas';
import type { GateEnv } from '@/server/gate-env';

const TIMEOUT_MS = 3_000;

/**
 * The gate's play guards read the player's flags from the platform (GET /v1/player/access/context), only on
 * play paths with a valid session. Unreadable flags let the page through: the launch calls refuse again.
 */
export async function readPlayAccess(token: string | undefined, env: GateEnv): Promise<AccessFlags | null> {
  if (!token) return null;
  const baseUrl = env.PLATFORM_API_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}/api`;
  const client = createPlatformClient({ baseUrl, token, fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }) });
  try {
    return (await client.identity.accessContext()).access;
  } catch {
    return null;
  }
}
