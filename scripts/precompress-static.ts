// `npm run build`, after `next build`: writes .br and .gz beside the build's static chunks, which the app server sends
// as they are (server/http/precompress-static.ts, server/http/static-assets.ts).
import { join } from 'node:path';
import { precompressStatic } from '@/server/http/precompress-static';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

precompressStatic(join(process.cwd(), distDir, 'static')).then(
  ({ files, written, bytes }) => {
    console.log(
      `[precompress] ${distDir}/static: ${files} compressible files, ${written} variants written; ${kB(bytes.original)} → br ${kB(bytes.br)}, gzip ${kB(bytes.gzip)}`,
    );
  },
  (error: unknown) => {
    console.error('[precompress] failed', error);
    process.exit(1);
  },
);
