import clsx from 'clsx';
import type { ImageSet } from '@/lib/content/types';

/**
 * A content image at 1x/2x/3x with its size reserved (no layout shift). `alt` overrides the CMS text: ''
 * where the image only decorates a titled card.
 */
export function ContentImage({ image, alt, className, priority = false }: { image: ImageSet; alt?: string; className?: string; priority?: boolean }) {
  // A plain img: the CMS builds the 1x/2x/3x URLs itself (spec §5); next/image would rebuild them.
  return (
    <img
      src={image.url1x}
      srcSet={`${image.url1x} 1x, ${image.url2x} 2x, ${image.url3x} 3x`}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={clsx('h-auto w-full object-cover', className)}
    />
  );
}
