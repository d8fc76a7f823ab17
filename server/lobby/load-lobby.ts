import 'server-only';
import type { Category, CategoryPage } from '@/lib/content/types/categories';
import type { DeviceType, LobbyType } from '@/lib/content/types/games';
import { MOBILE_STRIP_SIZE } from '@/lib/lobby/paging';
import { gridColumns, stripRows } from '@/lib/lobby/grid';
import type { LanguageCode, MarketCode } from '@/lib/markets';
import { getCasinoSettings } from '@/server/content/get-casino-settings';
import { getCategory } from '@/server/content/get-category';
import { jackpotValues, type JackpotValues } from './jackpot-values';

export interface LobbyInput {
  type: LobbyType;
  language: LanguageCode;
  market: MarketCode;
  device: DeviceType;
}

export interface LobbyRow {
  category: Category;
  page: CategoryPage;
}

/** Games a lobby strip needs: a phone's scroller its strip size; a wider grid its rows × columns. */
export function rowLimit(category: Category, device: DeviceType): number {
  if (device === 'mobile') return MOBILE_STRIP_SIZE;
  const grid = category.grids[device];
  return Math.min(100, stripRows(grid) * gridColumns(grid, device));
}

/** The categories shown in a lobby, in the settings' order (visibleInLobby only). */
export async function lobbyCategories(type: LobbyType, language: LanguageCode): Promise<Category[]> {
  const settings = await getCasinoSettings({ type, language });
  return (settings?.categories ?? []).filter((category) => category.visibleInLobby);
}

/**
 * A lobby's rows: every lobby category with the first games that fit its strip on this device, restricted
 * games and games not offered on the device left out (empty rows are dropped), plus their jackpot values.
 */
export async function loadLobby(input: LobbyInput, options: { maxRows?: number } = {}): Promise<{ rows: LobbyRow[]; jackpots: JackpotValues }> {
  const categories = (await lobbyCategories(input.type, input.language)).slice(0, options.maxRows ?? Infinity);
  const pages = await Promise.all(
    categories.map((category) =>
      getCategory({
        type: input.type,
        categoryId: category.id,
        language: input.language,
        market: input.market,
        channel: input.device,
        limit: rowLimit(category, input.device),
      }),
    ),
  );
  const rows = pages.flatMap((page) => (page && page.games.length > 0 ? [{ category: page.category, page }] : []));
  const jackpots = await jackpotValues(rows.flatMap((row) => row.page.games));
  return { rows, jackpots };
}
