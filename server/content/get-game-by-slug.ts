import 'server-only';
import type { GameDetail, LobbyType } from '@/lib/content/types/games';
import type { LanguageCode } from '@/lib/markets/languages';
import { LOBBY_DOCUMENT_TYPES } from './adapter/document-types';
import { toGameDetail } from './adapter/game';
import { slugTag, TYPE_TAGS } from './cache-tags';
import { GAME_BY_SLUG_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetGameBySlugInput {
  type: LobbyType;
  slug: string;
  language: LanguageCode;
}

/**
 * The game page's game, or null. Market restrictions are not applied here: the page decides between
 * "not found" and "not available in your country" with isGameHiddenInMarket.
 */
export function getGameBySlug(input: GetGameBySlugInput): Promise<GameDetail | null> {
  const gameType = LOBBY_DOCUMENT_TYPES[input.type].game;
  const tags = [slugTag(gameType, input.slug), TYPE_TAGS.gameProvider, TYPE_TAGS.subProvider];
  return readContent('getGameBySlug', input, tags, async ({ source, adapter }) => {
    const game = await runQuery(source, GAME_BY_SLUG_QUERY, { gameType, slug: input.slug });
    return game ? toGameDetail(game, adapter(input.language)) : null;
  });
}

/** Where a slug is looked up when the lobby is not known (/play/{gameSlug}, the game-detail call). */
const LOBBY_ORDER: readonly LobbyType[] = ['casino', 'liveCasino', 'virtualSports'];

/** The game with this slug in whichever lobby holds it (casino first), or null. */
export async function getGameBySlugInAnyLobby(input: Omit<GetGameBySlugInput, 'type'>): Promise<GameDetail | null> {
  for (const type of LOBBY_ORDER) {
    const game = await getGameBySlug({ ...input, type });
    if (game) return game;
  }
  return null;
}
