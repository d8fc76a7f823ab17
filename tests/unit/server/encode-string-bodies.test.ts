/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { encodeStringBodies, SharedBodies } from '@/server/http/encode-string-bodies';
import { rawRequest } from '../../support/raw-http';

function fakeResponse() {
  const write = jest.fn((..._args: unknown[]) => true);
  const end = jest.fn(function (this: unknown, ..._args: unknown[]) {
    return this;
  });
  const response = { write, end } as unknown as ServerResponse;
  encodeStringBodies(response);
  return { response, write, end };
}

describe('encodeStringBodies', () => {
  it('hands write and end a UTF-8 Buffer for a string chunk, keeping the callback', () => {
    const { response, write, end } = fakeResponse();
    const onWritten = jest.fn();
    const onEnded = jest.fn();
    expect(response.write('Jackpot € 1 200 — Åland', onWritten)).toBe(true);
    expect(response.end('ü…', 'utf8', onEnded)).toBe(response);

    const [written, writeEncoding, writeCallback] = write.mock.calls[0];
    expect(Buffer.isBuffer(written)).toBe(true);
    expect((written as Buffer).equals(Buffer.from('Jackpot € 1 200 — Åland', 'utf8'))).toBe(true);
    expect(writeEncoding).toBe(onWritten);
    expect(writeCallback).toBeUndefined();

    const [ended, endCallback] = end.mock.calls[0];
    expect((ended as Buffer).equals(Buffer.from('ü…', 'utf8'))).toBe(true);
    expect(endCallback).toBe(onEnded);
  });

  it('honours an explicit encoding, and falls back to UTF-8 for an unknown one', () => {
    const { response, write, end } = fakeResponse();
    response.write('c3a9', 'hex');
    response.end('é', 'no-such-encoding' as BufferEncoding);
    expect((write.mock.calls[0][0] as Buffer).equals(Buffer.from([0xc3, 0xa9]))).toBe(true);
    expect((end.mock.calls[0][0] as Buffer).equals(Buffer.from('é', 'utf8'))).toBe(true);
  });

  it('passes Buffers, typed arrays, a bare callback and an empty end through untouched', () => {
    const { response, write, end } = fakeResponse();
    const bytes = Buffer.from('gz');
    const onEnded = jest.fn();
    response.write(bytes, 'utf8');
    response.end(onEnded);
    response.end();
    expect(write.mock.calls[0][0]).toBe(bytes);
    expect(write.mock.calls[0][1]).toBe('utf8');
    expect(end.mock.calls[0][0]).toBe(onEnded);
    expect(end.mock.calls[1][0]).toBeUndefined();
  });

  it('over a real socket: the body arrives byte for byte, and only Buffers reach the socket', async () => {
    const html = `<!DOCTYPE html><p>${'Tervetuloa kasinolle – jättipotti 1 250 €. '.repeat(4000)}</p>`;
    const server = createServer((request, response) => {
      encodeStringBodies(response);
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-length', Buffer.byteLength(html));
      response.end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const writev = jest.spyOn(Socket.prototype as unknown as { _writev: (...args: unknown[]) => unknown }, '_writev');
    const writeOne = jest.spyOn(Socket.prototype as unknown as { _write: (...args: unknown[]) => unknown }, '_write');
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(await response.text()).toBe(html);
      // The server's socket writes the head as a string and the body as bytes; the client's request head is
      // written by fetch (undici) without these methods. No chunk as long as the page is ever a string.
      const chunks = [
        ...writev.mock.calls.flatMap((call) => (call[0] as { chunk: unknown }[]).map((entry) => entry.chunk)),
        ...writeOne.mock.calls.map((call) => call[0]),
      ];
      expect(chunks.some((chunk) => Buffer.isBuffer(chunk) && chunk.length >= Buffer.byteLength(html))).toBe(true);
      expect(chunks.filter((chunk) => typeof chunk === 'string' && chunk.length >= html.length)).toEqual([]);
    } finally {
      writev.mockRestore();
      writeOne.mockRestore();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  describe('a large body a shared cache may keep', () => {
    const page = `<!DOCTYPE html><main>${'Kasino – jättipotti 1 250 €. '.repeat(2000)}</main>`;

    function cachedResponse(shared: SharedBodies, cacheControl?: string) {
      const headers = new Map<string, string>(cacheControl ? [['cache-control', cacheControl]] : []);
      const end = jest.fn(function (this: unknown, ..._args: unknown[]) {
        return this;
      });
      const response = { write: jest.fn(() => true), end, getHeader: (name: string) => headers.get(name) } as unknown as ServerResponse;
      encodeStringBodies(response, shared);
      return { response, end };
    }

    it('is encoded once: the next response with the same body gets the same bytes', () => {
      const shared = new SharedBodies();
      const first = cachedResponse(shared, 's-maxage=30, stale-while-revalidate=31535970');
      const second = cachedResponse(shared, 'public, max-age=0, s-maxage=30');
      first.response.end(page);
      second.response.end(`${page}`);
      const [bytes] = first.end.mock.calls[0];
      expect((bytes as Buffer).equals(Buffer.from(page, 'utf8'))).toBe(true);
      expect(second.end.mock.calls[0][0]).toBe(bytes);
      expect(shared.size).toBe(1);
    });

    it('never keeps a private, uncacheable or unmarked response, a small body or another encoding', () => {
      const shared = new SharedBodies();
      for (const cacheControl of ['private, no-cache, no-store, max-age=0, must-revalidate', 'no-store', 'public, s-maxage=30, private', undefined]) {
        const one = cachedResponse(shared, cacheControl);
        const two = cachedResponse(shared, cacheControl);
        one.response.end(page);
        two.response.end(page);
        expect(two.end.mock.calls[0][0]).not.toBe(one.end.mock.calls[0][0]);
        expect((two.end.mock.calls[0][0] as Buffer).equals(Buffer.from(page, 'utf8'))).toBe(true);
      }
      cachedResponse(shared, 's-maxage=30').response.end('<p>small</p>');
      cachedResponse(shared, 's-maxage=30').response.end(page, 'latin1');
      expect(shared.size).toBe(0);
    });

    it('keeps only the most recently used bodies', () => {
      const shared = new SharedBodies(2, 4);
      const a = shared.bytes('aaaa-page');
      const b = shared.bytes('bbbb-page');
      expect(shared.bytes('aaaa-page')).toBe(a); // a is now the most recent
      shared.bytes('cccc-page'); // evicts b
      expect(shared.size).toBe(2);
      expect(shared.bytes('aaaa-page')).toBe(a);
      const again = shared.bytes('bbbb-page');
      expect(again).not.toBe(b);
      expect(again.equals(b)).toBe(true);
    });
  });

  describe('compression (the middleware inside, the shared cache outside, as server/app-server.ts installs them)', () => {
    const page = `<!DOCTYPE html><main>${'Kasino – jättipotti 1 250 €. '.repeat(2000)}</main>`;
    const compress = compression();

    /** A server answering like Next: a cached page with `end(html)`, a private one, and a streamed one. */
    async function serve(shared: SharedBodies): Promise<{ server: Server; url: string }> {
      const server = createServer((request: IncomingMessage, response: ServerResponse) => {
        compress(request as never, response as never, () => {});
        encodeStringBodies(response, shared, request);
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Vary', 'rsc, Accept-Encoding');
        if (request.url === '/streamed') {
          response.setHeader('Cache-Control', 'private, no-store');
          response.write(page.slice(0, 40_000));
          response.end(page.slice(40_000));
          return;
        }
        response.setHeader('Cache-Control', request.url === '/private' ? 'private, no-cache, no-store' : 's-maxage=30, stale-while-revalidate=31535970');
        response.setHeader('Content-Length', Buffer.byteLength(page));
        response.end(request.method === 'HEAD' ? null : page);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    }

    /** Runs `check` against a fresh server, and closes it whatever happens. */
    async function withServer(shared: SharedBodies, check: (url: string) => Promise<void>): Promise<void> {
      const { server, url } = await serve(shared);
      try {
        await check(url);
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    }

    it('sends a cached page compressed once: br when accepted, the same bytes to the next visitor, with its length', async () => {
      const shared = new SharedBodies();
      await withServer(shared, async (url) => {
        const first = await rawRequest(`${url}/`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
        const second = await rawRequest(`${url}/`, { 'accept-encoding': 'br;q=1, gzip;q=0.8' });
        expect(first.headers['content-encoding']).toBe('br');
        expect(Number(first.headers['content-length'])).toBe(first.body.length);
        expect(first.body.length).toBeLessThan(Buffer.byteLength(page) / 10);
        expect(brotliDecompressSync(first.body).toString('utf8')).toBe(page);
        expect(first.headers.vary).toBe('rsc, Accept-Encoding');
        expect(second.body.equals(first.body)).toBe(true);
        expect(shared.encoded(page, 'br')).toBe(shared.encoded(page, 'br'));
        expect(shared.size).toBe(1);

        const gzip = await rawRequest(`${url}/`, { 'accept-encoding': 'gzip' });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
        expect(gunzipSync(gzip.body).toString('utf8')).toBe(page);
        expect(shared.size).toBe(1);
      });
    });

    it('sends the page uncompressed without Accept-Encoding, and a HEAD request without a body or an encoding', async () => {
      const shared = new SharedBodies();
      await withServer(shared, async (url) => {
        const plain = await rawRequest(`${url}/`, {});
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.toString('utf8')).toBe(page);
        expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
        const identity = await rawRequest(`${url}/`, { 'accept-encoding': 'identity' });
        expect(identity.headers['content-encoding']).toBeUndefined();
        expect(identity.body.toString('utf8')).toBe(page);
        const head = await rawRequest(`${url}/`, { 'accept-encoding': 'gzip, br' }, 'HEAD');
        expect(head.headers['content-encoding']).toBeUndefined();
        expect(head.body.length).toBe(0);
      });
    });

    it('leaves private and streamed pages to the middleware, which still compresses them, and keeps nothing of them', async () => {
      const shared = new SharedBodies();
      await withServer(shared, async (url) => {
        for (const path of ['/private', '/streamed']) {
          const response = await rawRequest(`${url}${path}`, { 'accept-encoding': 'gzip' });
          expect(response.headers['content-encoding']).toBe('gzip');
          expect(gunzipSync(response.body).toString('utf8')).toBe(page);
        }
        expect(shared.size).toBe(0);
      });
    });
  });
});
