import type { ServerResponse } from 'node:http';

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
 * Compression (Next's `compress`) wraps these methods again per request and hands them Buffers already; they pass
 * through untouched.
 */
export function encodeStringBodies(response: ServerResponse, shared: SharedBodies = sharedBodies): void {
  const write = response.write;
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
    return Reflect.apply(end, this, [toBytes(chunk, encoding), typeof encoding === 'function' ? encoding : callback]) as ServerResponse;
  } as ServerResponse['end'];
}

/** A response a shared cache may keep: `public` or `s-maxage`, and neither `private` nor `no-store`. */
function isShareable(response: ServerResponse): boolean {
  const header = response.getHeader?.('cache-control');
  const value = (Array.isArray(header) ? header.join(',') : String(header ?? '')).toLowerCase();
  return /\b(public|s-maxage=)/.test(value) && !/\b(private|no-store)\b/.test(value);
}

/**
 * The UTF-8 bytes of the last few large shared bodies, keyed by the body itself (so only an identical body gets
 * them), least recently used out first. Bodies under `minLength` characters are encoded every time: for them
 * encoding costs less than keeping them.
 */
export class SharedBodies {
  private readonly kept = new Map<string, Buffer>();

  constructor(
    private readonly maxEntries = 32,
    private readonly minLength = 32 * 1024,
  ) {}

  get size(): number {
    return this.kept.size;
  }

  bytes(body: string): Buffer {
    if (body.length < this.minLength) return Buffer.from(body, 'utf8');
    let bytes = this.kept.get(body);
    if (bytes) {
      this.kept.delete(body);
    } else {
      bytes = Buffer.from(body, 'utf8');
      if (this.kept.size >= this.maxEntries) this.kept.delete(this.kept.keys().next().value as string);
    }
    this.kept.set(body, bytes);
    return bytes;
  }
}

const sharedBodies = new SharedBodies();
