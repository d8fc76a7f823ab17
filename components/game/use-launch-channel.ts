'use client';

import { useEffect, useState } from 'react';
import type { LaunchChannel } from '@/lib/games/launch/constants';

/** desktop or mobile (spec platform), known only in the browser; null until then so nothing launches twice. */
export function useLaunchChannel(): LaunchChannel | null {
  const [channel, setChannel] = useState<LaunchChannel | null>(null);
  useEffect(() => {
    const query = window.matchMedia('(max-width: 767px), (pointer: coarse) and (max-width: 1023px)');
    // Read once after hydration on purpose: the server cannot know it, and a later resize must not relaunch the game.
    // oxlint-disable-next-line react/set-state-in-effect
    setChannel(query.matches ? 'mobile' : 'desktop');
  }, []);
  return channel;
}
