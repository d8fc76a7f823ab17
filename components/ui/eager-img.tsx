'use client';

import type { ComponentProps } from 'react';

/**
 * An above-the-fold `<img>` (eager, high fetch priority) rendered as a client component. React's server
 * components renderer turns every non-lazy `<img>` it renders into a preload hint in the RSC payload, and the
 * router applies the hints of every page it prefetches: a link to the promotions page preloaded the promotions'
 * art on pages that never show it, and Chromium warned "preloaded … but not used". Rendered here, the image is
 * preloaded only by the HTML of the page that shows it.
 */
export function EagerImg({ alt, ...props }: Omit<ComponentProps<'img'>, 'loading' | 'fetchPriority'> & { alt: string }) {
  return <img {...props} alt={alt} loading="eager" fetchPriority="high" />;
}
