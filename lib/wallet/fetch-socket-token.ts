import { socketTokenSchema } from './live-events';

/** GET /api/v1/player/wallet/socket-token: the token, null on 401 (no session: ignored), throws otherwise. */
export async function fetchSocketToken(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const response = await fetchImpl('/api/v1/player/wallet/socket-token', { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`socket token request failed with ${response.status}`);
  return socketTokenSchema.parse(await response.json()).token;
}
