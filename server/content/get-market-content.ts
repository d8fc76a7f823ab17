import 'server-only';
import type { MarketContent } from '@/lib/content/types/payments-and-markets';
import type { LanguageCode } from '@/lib/markets/languages';
import { toMarketContent } from './adapter/payments-and-markets';
import { TYPE_TAGS } from './cache-tags';
import { MARKET_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetMarketContentInput {
  market: string;
  language: LanguageCode;
}

/** A market's licences (with regulator logos), VIP page availability, pay-and-play banner and footer toggles. */
export function getMarketContent(input: GetMarketContentInput): Promise<MarketContent | null> {
  const tags = [TYPE_TAGS.market, TYPE_TAGS.regulationLogo];
  return readContent('getMarketContent', input, tags, async ({ source, adapter }) => {
    const market = await runQuery(source, MARKET_QUERY, { code: input.market.toUpperCase() });
    return market ? toMarketContent(market, adapter(input.language)) : null;
  });
}
