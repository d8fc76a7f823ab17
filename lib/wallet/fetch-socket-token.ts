import { createPlatformClient } from '@/lib/api/client';
import { PlatformApiError } from '@/lib/api/errors';
import { getSocketToken } from './contracts';

/**
 * GET /api/v1/player/wallet/socket-token through the one client: the token, null on 401 (no session: ignored,
 * games-wallet-bonuses §7 "Live connection"), a PlatformApiError otherwise.
 */
export async function fetchSocketToken(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    return (await createPlatformClient({ baseUrl: '/api', fetch: fetchImpl }).request(getSocketToken, {})).token;
  } catch (error) {
    if (error instanceof PlatformApiError && error.status === 401) return null;
    throw error;
  }
}
