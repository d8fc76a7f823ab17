import clsx from 'clsx';
import { EagerImg } from '@/components/ui/eager-img';
import type { ImageSet } from '@/lib/content/types/shared';

/**
 * A content image at 1x/2x/3x with its size reserved (no layout shift). `alt` overrides the CMS text: ''
 * where the image only decorates a titled card.
 */
export function ContentImage({ image, alt, className, priority = false }: { image: ImageSet; alt?: string; className?: string; priority?: boolean }) {
  // A plain img: the CMS builds the 1x/2x/3x URLs itself (spec games-wallet-bonuses §5); next/image would rebuild them.
  const props = {
    src: image.url1x,
    srcSet: `${image.url1x} 1x, ${image.url2x} 2x, ${image.url3x} 3x`,
    width: image.width,
    height: image.height,
    decoding: 'async' as const,
    className: clsx('h-auto w-full object-cover', className),
  };
  // Priority art is a client component, so pages that only prefetch this one do not preload it (components/ui/eager-img).
  const text = alt ?? image.alt ?? '';
  return priority ? <EagerImg {...props} alt={text} /> : <img {...props} alt={text} loading="lazy" />;
}
