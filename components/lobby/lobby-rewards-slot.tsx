'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useSignedIn } from '@/components/games/use-signed-in';
import { browserStorage, mergeCampaignIds, parseCampaignIds, readStoredCampaignIds, writeStoredCampaignIds } from '@/lib/bonus/campaign-ids';

// Loaded only for signed-in players, after hydration, like the lobby's "my games" (components/games/my-games-slot.tsx).
const LobbyRewards = dynamic(() => import('./lobby-rewards').then((module) => module.LobbyRewards), {
  ssr: false,
  loading: () => <div className="skeleton h-48 rounded-lg" aria-busy="true" />,
});

/** The query parameter of a promotion link naming campaigns to show (`?campaignIds=12,7`), as the call names it. */
const CAMPAIGN_IDS_PARAM = 'campaignIds';

/**
 * Where the lobby's reward tab appears. A promotion link's `?campaignIds=` is read on entry (visitors too, so the
 * campaigns show after sign-in), kept under the campaignIds storage key, and removed from the URL afterwards.
 */
export function LobbyRewardsSlot() {
  const signedIn = useSignedIn();
  // The tab reads the storage key when it mounts: only after the link's ids are in.
  const [captured, setCaptured] = useState(false);
  useEffect(() => {
    const url = new URL(window.location.href);
    setCaptured(true);
    if (!url.searchParams.has(CAMPAIGN_IDS_PARAM)) return;
    const added = parseCampaignIds(url.searchParams.get(CAMPAIGN_IDS_PARAM));
    const storage = browserStorage();
    if (added.length > 0) writeStoredCampaignIds(storage, mergeCampaignIds(readStoredCampaignIds(storage), added));
    url.searchParams.delete(CAMPAIGN_IDS_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return signedIn && captured ? <LobbyRewards /> : null;
}
