import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { launchAnswerSchema } from '@/lib/games/launch/schemas';

// The built-in sandbox game providers (docs/games.md): the platform's launch calls are forwarded here in
// development and tests, and answered the way each provider would, refusals included. Internal: left out of the
// public reference, still contract-checked.

const issues = z.array(z.string());

/** Refusals in each provider family's own format (server/adapters/games/sandbox/provider-errors.ts builds them). */
export const sandboxProviderErrorSchema = z.union([
  /** pragmaticplay */
  z.strictObject({ error: z.string(), description: z.string(), issues }),
  /** evolution */
  z.strictObject({ errors: z.array(z.strictObject({ code: z.string(), message: z.string() })), issues }),
  /** pariplay */
  z.strictObject({ Error: z.strictObject({ ErrorCode: z.int(), Message: z.string() }), issues }),
  /** softswiss */
  z.strictObject({ code: z.int(), message: z.string(), issues }),
  /** every other provider */
  z.strictObject({ error: z.enum(['UNAUTHORIZED', 'NOT_FOUND', 'INVALID_REQUEST']), message: z.string(), issues }),
]);
export type SandboxProviderError = z.input<typeof sandboxProviderErrorSchema>;

export const callSandboxProvider = defineContract({
  operationId: 'games.callSandboxProvider',
  method: 'POST',
  path: '/sandbox/providers/{provider}/{...path}',
  summary: 'Built-in sandbox game provider',
  description:
    "Answers a launch call (games-wallet-bonuses §7) at the provider's path the way the provider would: the body is the launch call's own (checked with its schema), `Authorization: Bearer` carries the sandbox operator key and real play the game session. Answers a game URL, or a ticket, token or session id with the built-in game client's path. Refusals are in the provider's own format (400, 401, 404, 413, 415), not the platform's error shape.",
  tags: ['Sandbox'],
  auth: 'none',
  internal: true,
  params: z.object({ provider: z.string(), path: z.array(z.string()) }),
  headers: {
    Authorization: "`Bearer <the provider's sandbox API key>` (server/adapters/games/provider-endpoint.ts).",
    'X-Player-Session': 'Real play: the game-session token the platform opened; the sandbox answers it as the credential.',
  },
  responses: { 200: launchAnswerSchema },
  ownErrors: {
    400: sandboxProviderErrorSchema,
    401: sandboxProviderErrorSchema,
    404: sandboxProviderErrorSchema,
    413: sandboxProviderErrorSchema,
    415: sandboxProviderErrorSchema,
  },
  errors: [],
});
