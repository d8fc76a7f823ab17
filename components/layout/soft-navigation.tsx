'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { softNavigationTarget } from '@/lib/ui/soft-navigation';

/**
 * Client-side navigation for plain anchors marked `data-soft-nav` (the game tiles' name, Play and Demo links):
 * one click listener on the document instead of a `<Link>` component per anchor, so a lobby of a hundred tiles
 * hydrates no link components. The anchors are ordinary links without JavaScript and for every click the
 * browser should handle itself.
 */
export function SoftNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const href = softNavigationTarget(event, window.location.origin);
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
