// Image URLs for content assets (spec games-wallet-bonuses §5 and §8): quality 75, webp, width and height
// doubled for high-density screens, and the content client's exact error messages for bad modes.
import { createImageUrlBuilder } from '@sanity/image-url';
import type { AutoMode, CropMode, FitMode, SanityImageSource } from '@sanity/image-url';

export type { AutoMode, CropMode, FitMode, SanityImageSource };

export interface ImageUrlConfig {
  projectId: string;
  dataset: string;
  /** CDN origin; the local dataset points it at the app's own image route instead of cdn.sanity.io. */
  baseUrl?: string;
}

export interface ImageUrlOptions {
  /** Display width in CSS pixels; the URL asks for twice this. */
  width?: number;
  /** Display height in CSS pixels; the URL asks for twice this. */
  height?: number;
  fit?: FitMode;
  crop?: CropMode;
  auto?: AutoMode;
  quality?: number;
}

export const DEFAULT_IMAGE_QUALITY = 75;
export const DEFAULT_IMAGE_FORMAT = 'webp';
export const IMAGE_DENSITY = 2;
export const FIT_MODES: readonly FitMode[] = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'];
export const CROP_MODES: readonly CropMode[] = ['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy'];
export const AUTO_MODES: readonly AutoMode[] = ['format'];

/** Local content is served by the app: URLs become `/api/content/images/<projectId>/<dataset>/<file>`. */
export const LOCAL_IMAGE_BASE_URL = '/api/content';
export const LOCAL_IMAGE_URL_CONFIG: ImageUrlConfig = Object.freeze({
  projectId: 'local',
  dataset: 'production',
  baseUrl: LOCAL_IMAGE_BASE_URL,
});

/**
 * The library throws `Invalid fit mode "x"` (value appended); the spec's catalogue has the bare message, so the
 * modes are checked here first. Values may come from untyped content, hence the runtime check.
 */
function assertModes(options: ImageUrlOptions): void {
  if (options.fit !== undefined && !FIT_MODES.includes(options.fit)) throw new Error('Invalid fit mode');
  if (options.crop !== undefined && !CROP_MODES.includes(options.crop)) throw new Error('Invalid crop mode');
  if (options.auto !== undefined && !AUTO_MODES.includes(options.auto)) throw new Error('Invalid auto mode');
}

function densityPixels(size: number | undefined): number | undefined {
  // Zero, negative or non-finite sizes mean "no size", leaving the dimension to the image itself.
  return size !== undefined && Number.isFinite(size) && size > 0 ? Math.round(size * IMAGE_DENSITY) : undefined;
}

export type BuildImageUrl = {
  (source: SanityImageSource, options?: ImageUrlOptions): string;
  (source: SanityImageSource | null | undefined, options?: ImageUrlOptions): string | undefined;
};

/** A URL builder bound to one project and dataset. */
export function createBuildImageUrl(config: ImageUrlConfig): BuildImageUrl {
  const root = createImageUrlBuilder(config);
  function build(source: SanityImageSource, options?: ImageUrlOptions): string;
  function build(source: SanityImageSource | null | undefined, options?: ImageUrlOptions): string | undefined;
  function build(source: SanityImageSource | null | undefined, options: ImageUrlOptions = {}): string | undefined {
    assertModes(options);
    if (source === null || source === undefined) return undefined;
    let image = root
      .image(source)
      .quality(options.quality ?? DEFAULT_IMAGE_QUALITY)
      .format(DEFAULT_IMAGE_FORMAT);
    const width = densityPixels(options.width);
    const height = densityPixels(options.height);
    if (width !== undefined) image = image.width(width);
    if (height !== undefined) image = image.height(height);
    if (options.fit !== undefined) image = image.fit(options.fit);
    if (options.crop !== undefined) image = image.crop(options.crop);
    if (options.auto !== undefined) image = image.auto(options.auto);
    return image.url();
  }
  return build;
}

const buildLocalImageUrl = createBuildImageUrl(LOCAL_IMAGE_URL_CONFIG);

/** Builds an image URL; without a config it targets the local dataset's image route. */
export function buildImageUrl(source: SanityImageSource, options?: ImageUrlOptions, config?: ImageUrlConfig): string;
export function buildImageUrl(source: SanityImageSource | null | undefined, options?: ImageUrlOptions, config?: ImageUrlConfig): string | undefined;
export function buildImageUrl(source: SanityImageSource | null | undefined, options: ImageUrlOptions = {}, config?: ImageUrlConfig): string | undefined {
  return (config ? createBuildImageUrl(config) : buildLocalImageUrl)(source, options);
}
