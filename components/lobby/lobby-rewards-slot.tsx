'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useSignedIn } from '@/components/games/use-signed-in';
import { captureCampaignIds } from '@/lib/bonus/campaign-ids';

// Loaded only for signed-in players, after hydration, like the lobby's "my games" (components/games/my-games-slot.tsx).
const LobbyRewards = dynamic(() => import('./lobby-rewards').then((module) => module.LobbyRewards), {
  ssr: false,
  loading: () => <div className="skeleton h-48 rounded-lg" aria-busy="true" />,
});

/**
 * Where the lobby's reward tab appears. A promotion link's `?campaignIds=` is read on entry (visitors' too, so the
 * campaigns show after sign-in), kept under the campaignIds storage key and removed from the URL afterwards; the tab
 * itself captures it first when it mounts in the same render.
 */
export function LobbyRewardsSlot() {
  const signedIn = useSignedIn();
  useEffect(() => {
    captureCampaignIds();
  }, []);
  return signedIn ? <LobbyRewards /> : null;
}
