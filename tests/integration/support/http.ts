/** Builds requests as Next hands them to route handlers. */
const BASE = 'http://localhost/api';

export function apiRequest(path: string, init: { method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}): Request {
  const headers = new Headers(init.headers);
  let body: string | undefined = init.rawBody;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  return new Request(`${BASE}${path}`, { method: init.method ?? 'GET', headers, body });
}

export async function readJson<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
