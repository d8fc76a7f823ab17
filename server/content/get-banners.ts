import 'server-only';
import type { Banner, Placement } from '@/lib/content/types/banners';
import type { LanguageCode } from '@/lib/markets/languages';
import { toBanner } from './adapter/marketing';
import { TYPE_TAGS } from './cache-tags';
import { viewerMarketCodes } from './game-visibility';
import { BANNERS_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetBannersInput {
  placement: Placement;
  language: LanguageCode;
  market?: string | null;
}

/**
 * The banners of one placement offered in the market, in editorial order. Dates and audience are per viewer
 * and per moment: callers apply filterVisible (lib/content/rules) after this cached read.
 */
export function getBanners(input: GetBannersInput): Promise<Banner[]> {
  const markets = viewerMarketCodes(input.market);
  const key = { placement: input.placement, language: input.language, markets };
  return readContent('getBanners', key, [TYPE_TAGS.banner], async ({ source, adapter }) => {
    const context = adapter(input.language);
    return (await runQuery(source, BANNERS_QUERY, { placement: input.placement, markets })).map((banner) => toBanner(banner, context));
  });
}
