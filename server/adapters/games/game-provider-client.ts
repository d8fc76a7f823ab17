import 'server-only';
import { LAUNCH_ENDPOINTS, type LaunchEndpointKey } from '@/lib/games/launch/endpoints';
import { launchAnswerSchema, type LaunchAnswerBody } from '@/lib/games/launch/schemas';
import { ApiError } from '@/server/http/errors';
import { CATALOGUE_ID_FIELD, IP_FIELD } from './provider-fields';
import { providerEndpoint } from './provider-endpoint';

/** The request the platform sends to a game provider, exactly (tests assert it). */
export interface GameProviderRequest {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export interface ProviderCallInput {
  key: LaunchEndpointKey;
  provider: string;
  /** The site's validated body. */
  body: Record<string, unknown>;
  /** The provider's own code of the game. */
  providerGameId: string;
  /** The address the platform observed; replaces the body's IP field. */
  ipAddress: string | null;
  /** Real play: the game-session token the provider identifies the player by (seamless wallet). */
  sessionToken: string | null;
  /** Forwarded query (Play'n GO requireNew). */
  requireNew?: string;
  countryCode: string | null;
}

/** Builds the provider request: same path and body as the site's call, with the game code and IP set by the platform. */
export function buildProviderRequest(input: ProviderCallInput): GameProviderRequest {
  const endpoint = providerEndpoint(input.provider, input.countryCode);
  const body = { ...input.body };
  const idField = CATALOGUE_ID_FIELD[input.key];
  if (idField) body[idField] = input.providerGameId;
  const ipField = IP_FIELD[input.key];
  if (ipField) body[ipField] = input.ipAddress;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Bearer ${endpoint.apiKey}`,
  };
  if (input.sessionToken) headers['X-Player-Session'] = input.sessionToken;
  const query = input.requireNew ? `?${new URLSearchParams({ requireNew: input.requireNew })}` : '';
  return { method: 'POST', url: `${endpoint.baseUrl}${LAUNCH_ENDPOINTS[input.key].path}${query}`, headers, body };
}

/** The provider's answer is passed on to the site as it is: the launch contracts' answer. */
export type ProviderAnswer = LaunchAnswerBody;

const TIMEOUT_MS = 10_000;

/** Sends a launch call to the provider; refusals become error.game.launch.failed (Evolution's 400: evolution.auth). */
export async function callGameProvider(input: ProviderCallInput, fetchImpl: typeof fetch = fetch): Promise<ProviderAnswer> {
  const request = buildProviderRequest(input);
  let response: Response;
  try {
    response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch {
    throw new ApiError('error.game.launch.failed');
  }
  if (!response.ok) {
    const evolution = input.key === 'evolutionAuthenticate' || input.key === 'evolutionAuthenticateDemo';
    throw new ApiError(evolution && response.status === 400 ? 'error.game.evolution.auth' : 'error.game.launch.failed');
  }
  const parsed = launchAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ApiError('error.game.launch.failed');
  const expected = LAUNCH_ENDPOINTS[input.key].answer;
  if (expected !== 'gameUrl' && expected !== 'gameDetail' && !parsed.data[expected]) throw new ApiError('error.game.launch.failed');
  return parsed.data;
}
