'use client';

import { usePlayerViewer } from '@/components/content/use-player-viewer';
import { filterVisible } from '@/lib/content/rules/audience';
import type { ContentBox } from '@/lib/content/types/banners';
import { ContentBoxCards } from './content-box-cards';

type Props = { title: string; visitorBoxes: readonly ContentBox[]; candidates: readonly ContentBox[] };

/** The cached visitor content boxes, swapped for the signed-in player's deposit-count variant once it is known. */
export function PlayerContentBoxes({ title, visitorBoxes, candidates }: Props) {
  const player = usePlayerViewer();
  const boxes = player ? filterVisible(candidates, player.viewer, player.at) : visitorBoxes;
  return <ContentBoxCards title={title} boxes={boxes} />;
}
