import type { ServerResponse } from 'node:http';
import { ValidationError } from './errors';
import { isSafeText } from './input-guard';

/**
 * The path of an API request whose segments cannot all be decoded (`%E0%A4%A`, `%ED%A0%80`: a URIError in the
 * router's decodeURIComponent) or decode to text the edge rule refuses (NUL). Only `/api/` paths are judged: pages
 * have their own 400 and 404.
 */
export function isMalformedApiPath(url: string | undefined): boolean {
  const pathname = (url ?? '/').split('?', 1)[0];
  if (!pathname.startsWith('/api/')) return false;
  return pathname.split('/').some((segment) => {
    try {
      return !isSafeText(decodeURIComponent(segment));
    } catch {
      return true;
    }
  });
}

/** Answers such a request with the spec's 400 before the router sees it (it would throw and answer 500). */
export function refuseMalformedPath(response: ServerResponse): void {
  const body = new ValidationError([
    {
      objectName: 'request',
      field: 'path',
      rejectedValue: null,
      status: 400,
      message: 'A path segment is not valid percent-encoded UTF-8 text.',
      code: 'invalid_encoding',
    },
  ]).toBody();
  response.writeHead(400, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}
