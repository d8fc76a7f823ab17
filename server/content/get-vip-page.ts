import 'server-only';
import type { VipPage } from '@/lib/content/types/pages';
import type { LanguageCode } from '@/lib/markets/languages';
import { toVipPage } from './adapter/pages';
import { TYPE_TAGS } from './cache-tags';
import { VIP_PAGE_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetVipPageInput {
  language: LanguageCode;
}

/** The VIP programme page; whether a market shows it is MarketContent.hasVipPage. */
export function getVipPage(input: GetVipPageInput): Promise<VipPage | null> {
  return readContent('getVipPage', input, [TYPE_TAGS.vipPage], async ({ source, adapter }) => {
    const page = await runQuery(source, VIP_PAGE_QUERY, {});
    return page ? toVipPage(page, adapter(input.language)) : null;
  });
}
