import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text types a browser asks for compressed (and sent as UTF-8); images, fonts and wasm in the build are left alone. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|html|map)$/i;
/** Below this the encoding's framing eats the gain (the `compression` middleware's own threshold). */
const MIN_BYTES = 1024;
const CONCURRENCY = 4;

export interface PrecompressResult {
  files: number;
  written: number;
  bytes: { original: number; br: number; gzip: number };
}

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every compressible file of a
 * Next build's `static` folder, for the app server to send as they are (server/http/static-assets.ts).
 *
 * The chunks there are content-hashed and immutable, so they are compressed once, at build time and at the highest
 * settings, instead of by the `compression` middleware on every request at its fast settings: the 235 kB React DOM
 * chunk cost ≈ 6 ms of br per request on the reference machine (166 req/s against 1,278 sent as it is).
 * A variant is written only when it is smaller than the file. Running it again rewrites the same bytes.
 * docs/decisions.md, "Static chunks are compressed at build time".
 */
export async function precompressStatic(staticDir: string): Promise<PrecompressResult> {
  const files = (await listFiles(staticDir)).filter((file) => COMPRESSIBLE.test(file));
  const result: PrecompressResult = { files: files.length, written: 0, bytes: { original: 0, br: 0, gzip: 0 } };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const source = await fs.readFile(file);
      if (source.length < MIN_BYTES) continue;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: zlib.Z_BEST_COMPRESSION }),
      ]);
      result.bytes.original += source.length;
      if (br.length < source.length) {
        await fs.writeFile(`${file}.br`, br);
        result.written += 1;
        result.bytes.br += br.length;
      }
      if (gz.length < source.length) {
        await fs.writeFile(`${file}.gz`, gz);
        result.written += 1;
        result.bytes.gzip += gz.length;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return result;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
