import type { ImageSet } from '@/lib/content/types/shared';

/**
 * An image as a responsive `<img>` needs it: its 2x URL (the spec's default URL, which asks the image CDN for twice
 * the display size) and its display size. The 1x and 3x URLs follow from it (`imageUrlAtDensity`), so a client
 * component's props carry one URL instead of three: a lobby sends about eighty tiles' art in its payload.
 */
export interface DensityImage {
  url2x: string;
  width: number;
  height: number;
}

export const IMAGE_DENSITIES = [1, 2, 3] as const;

/** The image's URL at `density` times its display size: only the CDN's `w` and `h` change; crop, format and quality stay. */
export function imageUrlAtDensity(image: DensityImage, density: number): string {
  if (density === 2) return image.url2x;
  return image.url2x.replace(/([?&])w=\d+/, `$1w=${Math.round(image.width * density)}`).replace(/([?&])h=\d+/, `$1h=${Math.round(image.height * density)}`);
}

/** A width-described srcset at 1x, 2x and 3x. */
export function densitySrcSet(image: DensityImage): string {
  return IMAGE_DENSITIES.map((density) => `${imageUrlAtDensity(image, density)} ${image.width * density}w`).join(', ');
}

export function toDensityImage(image: ImageSet | null): DensityImage | null {
  return image ? { url2x: image.url2x, width: image.width, height: image.height } : null;
}
