import 'server-only';
import type { ContentBox, Placement } from '@/lib/content/types/banners';
import type { LanguageCode } from '@/lib/markets/languages';
import { toContentBox } from './adapter/marketing';
import { TYPE_TAGS } from './cache-tags';
import { viewerMarketCodes } from './game-visibility';
import { CONTENT_BOXES_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetContentBoxesInput {
  placement: Placement;
  language: LanguageCode;
  market?: string | null;
}

/** The content boxes of one placement offered in the market; audience filtering is the caller's. */
export function getContentBoxes(input: GetContentBoxesInput): Promise<ContentBox[]> {
  const markets = viewerMarketCodes(input.market);
  const key = { placement: input.placement, language: input.language, markets };
  return readContent('getContentBoxes', key, [TYPE_TAGS.contentBox], async ({ source, adapter }) => {
    const context = adapter(input.language);
    return (await runQuery(source, CONTENT_BOXES_QUERY, { placement: input.placement, markets })).map((box) => toContentBox(box, context));
  });
}
