import { getContentImage } from '@/lib/content/contracts';
import { readLocalImage } from '@/server/content/local-images';
import { ApiError } from '@/server/http/errors';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';

/** A file name is the content hash: a URL never changes meaning, so browsers and CDNs may keep it for ever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The local dataset's image CDN: `/api/content/images/local/production/<hash>-<w>x<h>.svg?w=…&h=…&fm=webp&q=75`.
 * The artwork is SVG, which scales, so w, h, fm and q are accepted and ignored.
 */
export const GET = withContract(getContentImage, { database: false }, async ({ params }) => {
  const image = await readLocalImage(params.path);
  if (!image) throw new ApiError('error.not_found');
  return new Response(new Uint8Array(image.body), {
    headers: {
      'Content-Type': image.contentType,
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run script or load anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
});
