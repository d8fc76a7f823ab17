import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { lookup } from 'mrmime';
import sirv from 'sirv';
import { negotiateEncoding } from './encode-string-bodies';
import { COMPRESSIBLE } from './precompress-static';

export const STATIC_PREFIX = '/_next/static/';
/** What the build has beside each chunk (server/http/precompress-static.ts), in the order they are preferred. */
const AVAILABLE_ENCODINGS = ['br', 'gzip', 'identity'];
/** The encoded copies themselves: sirv would send one asked for by its own URL as `Content-Encoding: br`/`gzip`. */
const ENCODED_COPY = /\.(?:br|gz)(?:$|\?)/;

export type StaticAssets = (request: IncomingMessage, response: ServerResponse, fallThrough: () => void) => void;

/**
 * Serves a Next build's `/_next/static/*` files from memory-listed paths, each as the `.br` or `.gz` file the build
 * wrote beside it when the request accepts one, with `Content-Length`, `Vary: Accept-Encoding` and a year's
 * immutable caching (the files are content-hashed). `sirv` does the serving; it lists the folder once, at start, so
 * only files of this build can be sent and no path outside it.
 *
 * The encoding is negotiated here (`Accept-Encoding` with q-values, br preferred, as the `compression` middleware
 * does) and sirv is shown just that encoding: its own check looks for the substring only, so `br;q=0` would
 * otherwise still get br. A request that accepts neither gets the file as it is. Anything not in the build falls
 * through to Next (its 404) with the request as it came. GET and HEAD only. The `.br` and `.gz` copies are not
 * files of the build's pages: asked for by their own URL they are 404, never a body labelled with an encoding the
 * client may not have asked for.
 */
export function createStaticAssets(distDir: string): StaticAssets {
  const serve = sirv(join(distDir, 'static'), {
    dev: false,
    etag: false,
    gzip: true,
    brotli: true,
    maxAge: 31_536_000,
    immutable: true,
    extensions: [],
    setHeaders(response, pathname) {
      response.setHeader('X-Content-Type-Options', 'nosniff');
      // sirv sends the type without a charset (its own lookup, mrmime); the chunks hold UTF-8 text (messages,
      // names), so say so. A type set here is the one sirv sends.
      const type = COMPRESSIBLE.test(pathname) ? lookup(pathname) : undefined;
      if (type) response.setHeader('Content-Type', `${type}; charset=utf-8`);
    },
  });

  return (request, response, fallThrough) => {
    const url = request.url ?? '';
    if (!url.startsWith(STATIC_PREFIX) || (request.method !== 'GET' && request.method !== 'HEAD')) return fallThrough();
    if (ENCODED_COPY.test(url)) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store, no-transform' });
      response.end(request.method === 'HEAD' ? undefined : 'Not Found');
      return;
    }
    const accepted = request.headers['accept-encoding'];
    const encoding = negotiateEncoding(request, AVAILABLE_ENCODINGS);
    request.url = url.slice(STATIC_PREFIX.length - 1);
    request.headers['accept-encoding'] = encoding === 'br' || encoding === 'gzip' ? encoding : '';
    serve(request, response, () => {
      request.url = url;
      if (accepted === undefined) delete request.headers['accept-encoding'];
      else request.headers['accept-encoding'] = accepted;
      fallThrough();
    });
  };
}
