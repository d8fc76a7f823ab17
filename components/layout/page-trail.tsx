'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { recordPage } from '@/lib/ui/page-trail';

/** Records each page the player opens in this tab (lib/ui/page-trail.ts), for the game frame's Lobby button. */
export function PageTrail() {
  const pathname = usePathname();
  useEffect(() => {
    recordPage(window.sessionStorage, `${window.location.pathname}${window.location.search}`);
  }, [pathname]);
  return null;
}
