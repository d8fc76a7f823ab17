import { callSandboxProvider } from '@/lib/games/contracts/sandbox';
import { handleSandboxProviderCall } from '@/server/adapters/games/sandbox/sandbox-provider-server';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The built-in sandbox game providers (docs/games.md): POST /api/sandbox/providers/{provider}/{spec path}. */
export const POST = withContract(callSandboxProvider, { database: false }, async ({ params, request }) =>
  handleSandboxProviderCall(request, params.provider, `/${params.path.join('/')}`),
);
