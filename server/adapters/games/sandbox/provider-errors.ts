/** Error bodies shaped the way each provider family answers (the sandbox imitates them; shapes are illustrative). */
export function sandboxProviderError(provider: string, status: number, message: string, issues: string[] = []): Response {
  switch (provider) {
    case 'pragmaticplay':
      return Response.json({ error: String(status === 401 ? 2 : 7), description: message, issues }, { status });
    case 'evolution':
      return Response.json({ errors: [{ code: status === 401 ? 'G.1' : 'G.0', message }], issues }, { status });
    case 'pariplay':
      return Response.json({ Error: { ErrorCode: status === 401 ? 4 : 8, Message: message }, issues }, { status });
    case 'softswiss':
      return Response.json({ code: status, message, issues }, { status });
    default:
      return Response.json({ error: status === 401 ? 'UNAUTHORIZED' : status === 404 ? 'NOT_FOUND' : 'INVALID_REQUEST', message, issues }, { status });
  }
}
