'use client';

import { usePlayerViewer } from '@/components/content/use-player-viewer';
import { filterVisible } from '@/lib/content/rules/audience';
import type { Banner } from '@/lib/content/types/banners';
import type { DeviceType } from '@/lib/content/types/games';
import { BannerCards } from './banner-cards';

type Props = { title: string; device: DeviceType; visitorBanners: readonly Banner[]; candidates: readonly Banner[] };

/** The cached visitor banners, swapped for the signed-in player's deposit-count variant once it is known. */
export function PlayerBanners({ title, device, visitorBanners, candidates }: Props) {
  const player = usePlayerViewer();
  const banners = player ? filterVisible(candidates, player.viewer, player.at) : visitorBanners;
  return <BannerCards title={title} device={device} banners={banners} />;
}
