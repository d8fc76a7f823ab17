/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { encodeStringBodies } from '@/server/http/encode-string-bodies';
import { precompressStatic } from '@/server/http/precompress-static';
import { createStaticAssets } from '@/server/http/static-assets';
import { rawRequest } from '../../support/raw-http';

// A build's static folder: a chunk with UTF-8 text in it, a stylesheet, a chunk too small to compress and a font.
const CHUNK = `globalThis.messages=${JSON.stringify({ jackpot: 'Jättipotti 1 250 € – pelaa nyt…' })};\n${'function tile(n){return n*2+"€"}\n'.repeat(400)}`;
const CSS = `.tile{border-radius:12px}\n${'.row-x{content-visibility:auto;contain-intrinsic-size:auto 240px}\n'.repeat(200)}`;
const SMALL = 'self.x=1;';
const FONT = Buffer.alloc(4096, 7);

let distDir: string;
let staticDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'static-assets-'));
  staticDir = join(distDir, 'static');
  mkdirSync(join(staticDir, 'chunks'), { recursive: true });
  mkdirSync(join(staticDir, 'media'), { recursive: true });
  writeFileSync(join(staticDir, 'chunks', 'app-1a2b.js'), CHUNK);
  writeFileSync(join(staticDir, 'chunks', 'shell-3c4d.css'), CSS);
  writeFileSync(join(staticDir, 'chunks', 'tiny-5e6f.js'), SMALL);
  writeFileSync(join(staticDir, 'media', 'harbour-7a8b.woff2'), FONT);
  // Build output the static server must never send.
  mkdirSync(join(distDir, 'server'), { recursive: true });
  writeFileSync(join(distDir, 'server', 'app-paths-manifest.json'), '{"secret":true}');
  await precompressStatic(staticDir);
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('precompressStatic', () => {
  it('writes br and gzip beside each compressible file, decompressing to the same bytes', () => {
    const chunk = readFileSync(join(staticDir, 'chunks', 'app-1a2b.js'));
    const br = readFileSync(join(staticDir, 'chunks', 'app-1a2b.js.br'));
    const gz = readFileSync(join(staticDir, 'chunks', 'app-1a2b.js.gz'));
    expect(brotliDecompressSync(br).equals(chunk)).toBe(true);
    expect(gunzipSync(gz).equals(chunk)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(gunzipSync(readFileSync(join(staticDir, 'chunks', 'shell-3c4d.css.gz'))).toString()).toBe(CSS);
  });

  it('leaves small files and binary types alone', () => {
    for (const file of ['chunks/tiny-5e6f.js', 'media/harbour-7a8b.woff2']) {
      expect(existsSync(join(staticDir, `${file}.br`))).toBe(false);
      expect(existsSync(join(staticDir, `${file}.gz`))).toBe(false);
    }
  });

  it('writes the same bytes when run again, and counts what it wrote', async () => {
    const before = readFileSync(join(staticDir, 'chunks', 'app-1a2b.js.br'));
    const result = await precompressStatic(staticDir);
    expect(result.files).toBe(3); // two chunks and the stylesheet; the font is not compressible
    expect(result.written).toBe(4);
    expect(result.bytes.original).toBe(Buffer.byteLength(CHUNK) + Buffer.byteLength(CSS));
    expect(readFileSync(join(staticDir, 'chunks', 'app-1a2b.js.br')).equals(before)).toBe(true);
  });
});

describe('createStaticAssets behind the compression middleware', () => {
  let server: Server;
  let base: string;
  const fellThrough: string[] = [];

  beforeAll(async () => {
    // As server/app-server.ts installs them: the middleware, the byte wrapper, then the static files, then "Next".
    const compress = compression();
    const statics = createStaticAssets(distDir);
    server = createServer((request, response) => {
      compress(request as never, response as never, () => {});
      encodeStringBodies(response, undefined, request);
      statics(request, response, () => {
        fellThrough.push(`${request.method} ${request.url} ${request.headers['accept-encoding'] ?? '-'}`);
        response.writeHead(404, { 'Content-Type': 'text/plain' });
        response.end('next: not found');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    fellThrough.length = 0;
  });

  const fetchRaw = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(`${base}${path}`, headers, method);

  it('sends the build-time br file to a browser, with its length, Vary and a year of immutable caching', async () => {
    const { status, headers, body } = await fetchRaw('/_next/static/chunks/app-1a2b.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(body.equals(readFileSync(join(staticDir, 'chunks', 'app-1a2b.js.br')))).toBe(true);
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(headers.vary).toBe('Accept-Encoding');
    expect(headers['cache-control']).toBe('public,max-age=31536000,immutable');
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(body).toString()).toBe(CHUNK);
    expect(fellThrough).toEqual([]);
  });

  it('sends gzip when only gzip is accepted, and honours q=0 for br', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const { headers, body } = await fetchRaw('/_next/static/chunks/shell-3c4d.css', { 'Accept-Encoding': accept });
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers['content-type']).toBe('text/css; charset=utf-8');
      expect(Number(headers['content-length'])).toBe(statSync(join(staticDir, 'chunks', 'shell-3c4d.css.gz')).size);
      expect(gunzipSync(body).toString()).toBe(CSS);
    }
  });

  it('sends the file as it is without Accept-Encoding, or when the client refuses both encodings', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const answer = await fetchRaw('/_next/static/chunks/app-1a2b.js', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(CHUNK));
      expect(answer.body.toString()).toBe(CHUNK);
    }
  });

  it('sends a small chunk and a font as they are, even to a browser', async () => {
    const tiny = await fetchRaw('/_next/static/chunks/tiny-5e6f.js', { 'Accept-Encoding': 'gzip, br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe(SMALL);
    const font = await fetchRaw('/_next/static/media/harbour-7a8b.woff2', { 'Accept-Encoding': 'gzip, br' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.body.equals(FONT)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { status, headers, body } = await fetchRaw('/_next/static/chunks/app-1a2b.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(Number(headers['content-length'])).toBe(statSync(join(staticDir, 'chunks', 'app-1a2b.js.br')).size);
    expect(body.length).toBe(0);
  });

  it('hands Next what is not in the build, with the request as it came', async () => {
    const missing = await fetchRaw('/_next/static/chunks/gone-0000.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(missing.status).toBe(404);
    // Next's answer is compressed by the middleware as the client asked, from the restored Accept-Encoding.
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(missing.body).toString()).toBe('next: not found');
    const page = await fetchRaw('/en-UN/online-casino');
    expect(page.status).toBe(404);
    const post = await fetchRaw('/_next/static/chunks/app-1a2b.js', {}, 'POST');
    expect(post.body.toString()).toBe('next: not found');
    expect(fellThrough).toEqual([
      'GET /_next/static/chunks/gone-0000.js br;q=0, gzip',
      'GET /en-UN/online-casino -',
      'POST /_next/static/chunks/app-1a2b.js -',
    ]);
  });

  it('answers 404 for a .br or .gz copy asked for by its own URL, whatever the client accepts', async () => {
    for (const path of ['/_next/static/chunks/app-1a2b.js.br', '/_next/static/chunks/shell-3c4d.css.gz', '/_next/static/chunks/app-1a2b.js.br?v=1']) {
      for (const accept of [{}, { 'Accept-Encoding': 'gzip, deflate, br' }] as Record<string, string>[]) {
        const { status, headers, body } = await fetchRaw(path, accept);
        expect([path, status, headers['content-encoding']]).toEqual([path, 404, undefined]);
        expect(body.toString()).toBe('Not Found');
      }
    }
    expect(fellThrough).toEqual([]);
  });

  it('never sends a file from outside the static folder', async () => {
    for (const path of [
      '/_next/static/../server/app-paths-manifest.json',
      '/_next/static/%2e%2e/server/app-paths-manifest.json',
      '/_next/static/..%2fserver%2fapp-paths-manifest.json',
    ]) {
      const { status, body } = await fetchRaw(path);
      expect(status).toBe(404);
      expect(body.toString()).not.toContain('secret');
    }
  });
});
