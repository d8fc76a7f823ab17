import { getTranslations } from 'next-intl/server';
import { filterVisible } from '@/lib/content/rules/audience';
import { playerCandidates } from '@/lib/content/rules/player-candidates';
import type { Banner } from '@/lib/content/types/banners';
import type { DeviceType } from '@/lib/content/types/games';
import { PlayerBanners } from './player-banners';

type BannerStripProps = {
  locale: string;
  device: DeviceType;
  /** Every banner of the placement offered in the market (getBanners); the strip applies the audience rules. */
  banners: readonly Banner[];
};

/**
 * The placement's banners on a cached page: rendered for an anonymous visitor, with the player-targeted ones
 * (no player ids) sent along so a signed-in player's deposit-count variant replaces them in the browser.
 */
export async function BannerStrip({ locale, device, banners }: BannerStripProps) {
  const t = await getTranslations({ locale, namespace: 'lobby' });
  const now = new Date();
  const visitorBanners = filterVisible(banners, { kind: 'anonymous' }, now);
  return <PlayerBanners title={t('bannersTitle')} device={device} visitorBanners={visitorBanners} candidates={playerCandidates(banners, now)} />;
}
