import { getTranslations } from 'next-intl/server';
import { filterVisible } from '@/lib/content/rules/audience';
import { playerCandidates } from '@/lib/content/rules/player-candidates';
import type { ContentBox } from '@/lib/content/types/banners';
import { PlayerContentBoxes } from './player-content-boxes';

/**
 * The placement's content boxes on a cached page, like BannerStrip: the visitor's variant in the HTML, the
 * player-targeted boxes (no player ids) for the browser to choose from once it knows the deposit count.
 */
export async function ContentBoxStrip({ locale, boxes }: { locale: string; boxes: readonly ContentBox[] }) {
  const t = await getTranslations({ locale, namespace: 'lobby' });
  const now = new Date();
  return (
    <PlayerContentBoxes
      title={t('contentBoxesTitle')}
      visitorBoxes={filterVisible(boxes, { kind: 'anonymous' }, now)}
      candidates={playerCandidates(boxes, now)}
    />
  );
}
