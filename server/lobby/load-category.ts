import 'server-only';
import type { CategoryPage } from '@/lib/content/types/categories';
import type { DeviceType, LobbyType } from '@/lib/content/types/games';
import { pageChunks, pageSize } from '@/lib/lobby/paging';
import type { LanguageCode, MarketCode } from '@/lib/markets';
import { getCategory } from '@/server/content/get-category';

export interface CategoryInput {
  type: LobbyType;
  categoryId: string;
  language: LanguageCode;
  market: MarketCode;
  device: DeviceType;
  /** "Show more" page: pages 1…page are shown. */
  page: number;
}

/** Pages 1…N of a category as one list (each page a cached read of one page size plus one); null if unknown. */
export async function loadCategory(input: CategoryInput): Promise<CategoryPage | null> {
  const size = pageSize(input.type, input.device);
  const chunks = await Promise.all(
    pageChunks(input.page, size).map((chunk) =>
      getCategory({
        type: input.type,
        categoryId: input.categoryId,
        language: input.language,
        market: input.market,
        channel: input.device,
        offset: chunk.offset,
        limit: chunk.limit,
      }),
    ),
  );
  const first = chunks[0];
  if (!first) return null;
  const last = chunks[chunks.length - 1] ?? first;
  return { ...first, games: chunks.flatMap((chunk) => chunk?.games ?? []), offset: 0, limit: size * input.page, hasMore: last.hasMore };
}
