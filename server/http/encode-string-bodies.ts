import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';

/**
 * Makes a response hand its socket bytes, never strings: a string chunk passed to `write` or `end` is encoded with
 * `Buffer.from` (simdutf) first.
 *
 * Next answers a page from its cache with the HTML as one string (`res.end(html)`). Node 20 writes a string chunk
 * through V8's `String::WriteUtf8` inside the socket's `writev`, which on this project's reference machine costs
 * ≈ 2.5 ms for a 276 kB lobby (30 % of the server's CPU under bench/page-vs-bare's load); `Buffer.from` encodes
 * the same string in a fraction of that. Measured with a plain `http` server sending the lobby's HTML: 370 req/s
 * as a string, 1,790 req/s encoded with `Buffer.from` per request, 2,200 req/s as a prepared Buffer.
 * docs/decisions.md, "Responses leave as bytes".
 *
 * A cached page goes out to every visitor as the same string, so a large body of a response any cache may share
 * (`public` or `s-maxage`, never `private` or `no-store`) is encoded once: its bytes are kept and handed to the next
 * response with that body (`SharedBodies`). That takes the lobby from ≈ 500 to ≈ 560 req/s on the reference
 * machine, and the garbage of one 250 kB Buffer per request with it.
 *
 * Compression: Next's own `compress` is off (next.config.mjs); the server installs the `compression` middleware
 * first, then these wrappers around it. A large shared body whose request accepts br or gzip goes out compressed
 * from the same cache (`SharedBodies.encoded`), so a cached page is compressed once per body instead of once per
 * visitor (the lobby's 258 kB cost ≈ 2 ms of gzip a request, half the server's throughput); the middleware sees the
 * `Content-Encoding` and passes those bytes through. Everything else (private pages, streamed renders, API answers)
 * is compressed by the middleware as before. The same rules decide as in the middleware: a compressible type, no
 * `no-transform`, not a HEAD request, not already encoded, and the encoding negotiated from `Accept-Encoding` with
 * the middleware's own lists (br preferred, then gzip). docs/decisions.md, "Shared pages are compressed once".
 */
export function encodeStringBodies(response: ServerResponse, shared: SharedBodies = sharedBodies, request?: IncomingMessage): void {
  // Kept unbound on purpose: they are always applied with Reflect.apply and the response as `this`.
  // oxlint-disable-next-line typescript/unbound-method
  const write = response.write;
  // oxlint-disable-next-line typescript/unbound-method
  const end = response.end;
  const toBytes = (chunk: string, encoding: unknown): Buffer => {
    const name = typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8';
    return name === 'utf8' && isShareable(response) ? shared.bytes(chunk) : Buffer.from(chunk, name);
  };

  response.write = function writeBytes(this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk !== 'string') return Reflect.apply(write, this, [chunk, encoding, callback]) as boolean;
    return Reflect.apply(write, this, [toBytes(chunk, encoding), typeof encoding === 'function' ? encoding : callback]) as boolean;
  } as ServerResponse['write'];

  response.end = function endBytes(this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk !== 'string') return Reflect.apply(end, this, [chunk, encoding, callback]) as ServerResponse;
    const done = typeof encoding === 'function' ? encoding : callback;
    const contentEncoding = request && !(typeof encoding === 'string' && encoding !== 'utf8') ? sharedEncoding(request, response, chunk, shared) : undefined;
    if (contentEncoding) {
      const bytes = shared.encoded(chunk, contentEncoding);
      response.setHeader('Content-Encoding', contentEncoding);
      response.setHeader('Content-Length', bytes.length);
      appendVary(response, 'Accept-Encoding');
      return Reflect.apply(end, this, [bytes, done]) as ServerResponse;
    }
    return Reflect.apply(end, this, [toBytes(chunk, encoding), done]) as ServerResponse;
  } as ServerResponse['end'];
}

/** The encodings the `compression` middleware offers, in its order of preference. */
const SUPPORTED_ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED_ENCODINGS = ['br', 'gzip'];
export type SharedEncoding = 'br' | 'gzip';
// The middleware's own filter (a compressible Content-Type); typed for Express, it reads only Node's request and response.
const compressible = compression.filter as unknown as (request: IncomingMessage, response: ServerResponse) => boolean;
// negotiator 0.6.4 takes a preference list as the second argument (as the middleware calls it); its types do not say so.
type PreferringNegotiator = { encoding(available: string[], preferred: string[]): string | undefined };

/** br or gzip when this whole body may go out compressed from the shared cache; undefined leaves it to the middleware. */
function sharedEncoding(request: IncomingMessage, response: ServerResponse, body: string, shared: SharedBodies): SharedEncoding | undefined {
  if (!shared.keeps(body) || request.method === 'HEAD' || response.headersSent || !isShareable(response)) return undefined;
  if (response.getHeader('Content-Encoding') !== undefined) return undefined;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(response.getHeader('Cache-Control') ?? ''))) return undefined;
  if (!compressible(request, response)) return undefined;
  const method = negotiateEncoding(request, SUPPORTED_ENCODINGS);
  return method === 'br' || method === 'gzip' ? method : undefined;
}

/** The encoding of `available` that `Accept-Encoding` (q-values included) picks, br then gzip on a tie, as the middleware does. */
export function negotiateEncoding(request: IncomingMessage, available: string[]): string | undefined {
  return (new Negotiator(request) as PreferringNegotiator).encoding(available, PREFERRED_ENCODINGS);
}

function appendVary(response: ServerResponse, field: string): void {
  const current = response.getHeader('Vary');
  const value = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  if (value.split(',').some((part) => part.trim().toLowerCase() === field.toLowerCase() || part.trim() === '*')) return;
  response.setHeader('Vary', value ? `${value}, ${field}` : field);
}

/** A response a shared cache may keep: `public` or `s-maxage`, and neither `private` nor `no-store`. */
function isShareable(response: ServerResponse): boolean {
  const header = response.getHeader?.('cache-control');
  const value = (Array.isArray(header) ? header.join(',') : String(header ?? '')).toLowerCase();
  return /\b(public|s-maxage=)/.test(value) && !/\b(private|no-store)\b/.test(value);
}

/**
 * The UTF-8 bytes of the last few large shared bodies, and their br and gzip encodings once asked for, keyed by the
 * body itself (so only an identical body gets them), least recently used out first. Bodies under `minLength`
 * characters are encoded every time: for them encoding costs less than keeping them.
 */
export class SharedBodies {
  private readonly kept = new Map<string, { bytes: Buffer; br?: Buffer; gzip?: Buffer }>();

  constructor(
    private readonly maxEntries = 32,
    private readonly minLength = 32 * 1024,
  ) {}

  get size(): number {
    return this.kept.size;
  }

  /** Whether a body is large enough to be kept. */
  keeps(body: string): boolean {
    return body.length >= this.minLength;
  }

  bytes(body: string): Buffer {
    if (!this.keeps(body)) return Buffer.from(body, 'utf8');
    return this.entry(body).bytes;
  }

  /** The body compressed with br (quality 5) or gzip (zlib's default level), compressed once per kept body. */
  encoded(body: string, encoding: SharedEncoding): Buffer {
    if (!this.keeps(body)) return compress(Buffer.from(body, 'utf8'), encoding);
    const entry = this.entry(body);
    return (entry[encoding] ??= compress(entry.bytes, encoding));
  }

  private entry(body: string): { bytes: Buffer; br?: Buffer; gzip?: Buffer } {
    let entry = this.kept.get(body);
    if (entry) {
      this.kept.delete(body);
    } else {
      entry = { bytes: Buffer.from(body, 'utf8') };
      if (this.kept.size >= this.maxEntries) this.kept.delete(this.kept.keys().next().value as string);
    }
    this.kept.set(body, entry);
    return entry;
  }
}

function compress(bytes: Buffer, encoding: SharedEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(bytes);
  return brotliCompressSync(bytes, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
}

const sharedBodies = new SharedBodies();
