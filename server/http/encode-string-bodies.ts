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
 * Compression (Next's `compress`) wraps these methods again per request and hands them Buffers already; they pass
 * through untouched.
 */
export function encodeStringBodies(response: ServerResponse): void {
  const write = response.write;
  const end = response.end;

  response.write = function writeBytes(this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk !== 'string') return Reflect.apply(write, this, [chunk, encoding, callback]) as boolean;
    return Reflect.apply(write, this, [toBuffer(chunk, encoding), typeof encoding === 'function' ? encoding : callback]) as boolean;
  } as ServerResponse['write'];

  response.end = function endBytes(this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk !== 'string') return Reflect.apply(end, this, [chunk, encoding, callback]) as ServerResponse;
    return Reflect.apply(end, this, [toBuffer(chunk, encoding), typeof encoding === 'function' ? encoding : callback]) as ServerResponse;
  } as ServerResponse['end'];
}

function toBuffer(chunk: string, encoding: unknown): Buffer {
  return Buffer.from(chunk, typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8');
}
