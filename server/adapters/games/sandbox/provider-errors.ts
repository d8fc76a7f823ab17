import type { SandboxProviderError } from '@/lib/games/contracts/sandbox';

/**
 * Error bodies shaped the way each provider family answers (the sandbox imitates them; shapes are illustrative).
 * The sandbox contract (lib/games/contracts/sandbox.ts) declares them as its own error format.
 */
function sandboxProviderErrorBody(provider: string, status: number, message: string, issues: string[]): SandboxProviderError {
  switch (provider) {
    case 'pragmaticplay':
      return { error: String(status === 401 ? 2 : 7), description: message, issues };
    case 'evolution':
      return { errors: [{ code: status === 401 ? 'G.1' : 'G.0', message }], issues };
    case 'pariplay':
      return { Error: { ErrorCode: status === 401 ? 4 : 8, Message: message }, issues };
    case 'softswiss':
      return { code: status, message, issues };
    default:
      return { error: status === 401 ? 'UNAUTHORIZED' : status === 404 ? 'NOT_FOUND' : 'INVALID_REQUEST', message, issues };
  }
}

export function sandboxProviderError(provider: string, status: number, message: string, issues: string[] = []): Response {
  return Response.json(sandboxProviderErrorBody(provider, status, message, issues), { status });
}
