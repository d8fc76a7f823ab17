import type { ImageSet } from '@/lib/content/types';

type GameImageProps = {
  image: ImageSet | null;
  /** Empty for art beside a visible name (the name is the link text). */
  alt: string;
  /** CSS width the image is shown at, for the browser's pick from the srcset. */
  sizes: string;
  eager?: boolean;
  className?: string;
};

/**
 * A content image at three densities as a width-described srcset, so the browser fetches what the tile needs.
 * Lazy below the fold; eager (and first in line) for the first row, which is what the visitor sees first.
 */
export function GameImage({ image, alt, sizes, eager = false, className }: GameImageProps) {
  if (!image) return <span aria-hidden="true" className={`block bg-gradient-to-br from-art-indigo to-art-night ${className ?? ''}`} />;
  const { url1x, url2x, url3x, width, height } = image;
  return (
    <img
      src={url2x}
      srcSet={`${url1x} ${width}w, ${url2x} ${width * 2}w, ${url3x} ${width * 3}w`}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
