import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { endpointByPath } from '@/lib/games/launch/endpoints';
import { launchContextQuerySchema } from '@/lib/games/launch/schemas';
import { isGameProviderId } from '@/lib/games/launch/constants';
import { getGameIdByProviderCode } from '@/server/content/get-game-id-by-provider-code';
import { findUnsafeInput } from '@/server/http/input-guard';
import { ApiError } from '@/server/http/errors';
import { MAX_JSON_BODY_BYTES, readBoundedBytes } from '@/server/http/read-json-body';
import { sandboxProviderApiKey } from '../provider-endpoint';
import { CATALOGUE_ID_FIELD, GAME_CODE_FIELD } from '../provider-fields';
import { sandboxProviderError } from './provider-errors';
import { SANDBOX_GAME_CLIENT_PATH, sandboxGameUrl } from './sandbox-game-url';

const requireNewQuery = launchContextQuerySchema.pick({ requireNew: true }).strict();

const describe = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);

const TOO_LARGE = Symbol('too large');

/** The JSON body, read bounded like every raw body; not JSON is undefined (the schema then reports it). */
async function readJsonOrUndefined(request: Request): Promise<unknown> {
  let text: string;
  try {
    text = (await readBoundedBytes(request, MAX_JSON_BODY_BYTES)).toString('utf8');
  } catch (error) {
    if (error instanceof ApiError && error.code === 'error.request.too_large') return TOO_LARGE;
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The sandbox provider server (docs/games.md): answers the platform's launch calls the way the provider
 * would, after checking the request against the spec's shape (zod) and the documented sandbox credential.
 * URL providers answer with a built-in game client link; the others with a ticket, token or session id
 * whose launch link the site builds. Real play's credential is the game-session token the platform sent.
 */
export async function handleSandboxProviderCall(request: Request, provider: string, path: string): Promise<Response> {
  const found = endpointByPath(path);
  if (!isGameProviderId(provider) || !found || (found[1].provider !== null && found[1].provider !== provider)) {
    return sandboxProviderError(provider, 404, `No such ${provider} endpoint: ${path}`);
  }
  const [key, endpoint] = found;
  if (endpoint.answer === 'gameDetail') return sandboxProviderError(provider, 404, 'Game detail is served by the platform, not the provider');
  if (request.headers.get('authorization') !== `Bearer ${sandboxProviderApiKey(provider)}`) {
    return sandboxProviderError(provider, 401, 'Invalid operator credentials');
  }
  const session = request.headers.get('x-player-session')?.trim() || null;
  if (endpoint.mode === 'real' && !session) return sandboxProviderError(provider, 401, 'Real play needs the player session (X-Player-Session)');
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) return sandboxProviderError(provider, 415, 'Expected application/json');

  const query = requireNewQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success || (query.data.requireNew !== undefined && key !== 'playngoTokenGeneration')) {
    return sandboxProviderError(provider, 400, 'Unexpected query parameters', query.success ? ['requireNew: not accepted here'] : describe(query.error));
  }
  const raw = await readJsonOrUndefined(request);
  if (raw === TOO_LARGE) return sandboxProviderError(provider, 413, 'Request body too large');
  // The platform's edge rule, as a real provider's own parser would refuse such a body.
  if (findUnsafeInput(raw))
    return sandboxProviderError(provider, 400, 'Request does not match the specification', [
      '(body): nested too deep, or text with NUL or an unpaired surrogate',
    ]);
  const body = endpoint.body.safeParse(raw);
  if (!body.success) return sandboxProviderError(provider, 400, 'Request does not match the specification', describe(body.error));
  const fields = body.data as Record<string, unknown>;

  const codeField = GAME_CODE_FIELD[key] ?? CATALOGUE_ID_FIELD[key];
  const gameId = codeField ? await getGameIdByProviderCode(provider, String(fields[codeField])) : null;
  if (codeField && !gameId) return sandboxProviderError(provider, 404, `Unknown game ${String(fields[codeField])}`);

  const moneymode = endpoint.mode;
  const credential = session ?? `demo_${randomBytes(16).toString('base64url')}`;
  switch (endpoint.answer) {
    case 'gameUrl':
      return Response.json({ gameUrl: sandboxGameUrl(key, fields, { ticket: credential, moneymode, gameId: gameId ?? '' }) });
    case 'ticket':
      return Response.json({ ticket: credential, gameUrl: SANDBOX_GAME_CLIENT_PATH });
    case 'token':
      return Response.json({ token: credential, gameUrl: SANDBOX_GAME_CLIENT_PATH });
    case 'sessionId':
      return Response.json({ sessionId: credential, gameUrl: SANDBOX_GAME_CLIENT_PATH });
  }
}
