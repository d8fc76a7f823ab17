import { EagerImg } from '@/components/ui/eager-img';
import { densitySrcSet, type DensityImage } from '@/lib/content/rules/image-density';

type GameImageProps = {
  image: DensityImage | null;
  /** Empty for art beside a visible name (the name is the link text). */
  alt: string;
  /** CSS width the image is shown at, for the browser's pick from the srcset. */
  sizes: string;
  eager?: boolean;
  className?: string;
};

/**
 * A content image at three densities as a width-described srcset, so the browser fetches what the tile needs.
 * The 1x and 3x URLs are derived from the 2x one (lib/content/rules/image-density).
 * Lazy below the fold; eager (and first in line) for the first row, which is what the visitor sees first.
 */
export function GameImage({ image, alt, sizes, eager = false, className }: GameImageProps) {
  if (!image) return <span aria-hidden="true" className={`block bg-gradient-to-br from-art-indigo to-art-night ${className ?? ''}`} />;
  const props = { src: image.url2x, srcSet: densitySrcSet(image), sizes, width: image.width, height: image.height, decoding: 'async' as const, className };
  // Eager art is a client component, so pages that only prefetch this one do not preload it (components/ui/eager-img).
  return eager ? <EagerImg {...props} alt={alt} /> : <img {...props} alt={alt} loading="lazy" fetchPriority="auto" />;
}
