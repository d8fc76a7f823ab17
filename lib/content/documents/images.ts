import { z } from 'zod';
import { systemFields } from './primitives';

// Image fields and the asset records behind them (the generated files under public/content/images).

/** `image-<sha1>-<w>x<h>-<ext>`; the file lives at public/content/images/<sha1>-<w>x<h>.<ext>. */
export const IMAGE_ASSET_REF = /^image-([0-9a-f]{40})-(\d+)x(\d+)-(svg|png|jpg|webp)$/;
export const imageSchema = z.object({
  _type: z.literal('image'),
  asset: z.object({ _type: z.literal('reference'), _ref: z.string().regex(IMAGE_ASSET_REF) }),
  alt: z.string().optional(),
});
export type SanityImage = z.infer<typeof imageSchema>;

/** Asset record behind an image reference; `url` is the local public path of the generated file. */
export const imageAssetSchema = z.object({
  _type: z.literal('sanity.imageAsset'),
  ...systemFields,
  _id: z.string().regex(IMAGE_ASSET_REF),
  assetId: z.string().regex(/^[0-9a-f]{40}$/),
  sha1hash: z.string().regex(/^[0-9a-f]{40}$/),
  extension: z.enum(['svg', 'png', 'jpg', 'webp']),
  mimeType: z.string().min(1),
  originalFilename: z.string().min(1),
  path: z.string().min(1),
  url: z.string().min(1),
  size: z.number().int().positive(),
  metadata: z.object({
    dimensions: z.object({ width: z.number().int().positive(), height: z.number().int().positive(), aspectRatio: z.number() }),
  }),
});
export type ImageAssetDocument = z.infer<typeof imageAssetSchema>;

/** `image-<hash>-<w>x<h>-svg` → `<hash>-<w>x<h>.svg` (the file name under public/content/images). */
export function imageFileName(assetRef: string): string {
  const match = IMAGE_ASSET_REF.exec(assetRef);
  if (!match) throw new Error(`not an image asset reference: ${assetRef}`);
  return `${match[1]}-${match[2]}x${match[3]}.${match[4]}`;
}
