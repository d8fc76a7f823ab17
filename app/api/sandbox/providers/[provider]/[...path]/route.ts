import { handleSandboxProviderCall } from '@/server/adapters/games/sandbox/sandbox-provider-server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ provider: string; path: string[] }> };

/** The built-in sandbox game providers (docs/games.md): POST /api/sandbox/providers/{provider}/{spec path}. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { provider, path } = await params;
  return handleSandboxProviderCall(request, provider, `/${path.join('/')}`);
}
