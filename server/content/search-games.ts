import 'server-only';
import type { GameChannel, GameList, LobbyType } from '@/lib/content/types/games';
import { LOBBY_DOCUMENT_TYPES } from './adapter/document-types';
import { toGames } from './adapter/game';
import { TYPE_TAGS, typeTag } from './cache-tags';
import { viewerMarketCodes } from './game-visibility';
import { pageWindow } from './page-window';
import { SEARCH_GAMES_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface SearchGamesInput {
  type: LobbyType;
  /** What the player typed; empty lists every game (browsing by provider). */
  query?: string | null;
  channel?: GameChannel | null;
  /** Provider route ids (evolution, relax…); empty means any. */
  providerIds?: readonly string[];
  /** Sub-provider ids, the part of the sub-provider's _id after the dash; empty means any. */
  subProviderIds?: readonly string[];
  market?: string | null;
  offset?: number;
  limit?: number;
}

const MAX_QUERY_LENGTH = 100;
const MAX_WORDS = 6;

/** "Big bass!" → ["big*", "bass*"]: every word must start a word of the name; null when nothing is left. */
export function searchTerms(query: string | null | undefined): string[] | null {
  const words = (query ?? '')
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, MAX_WORDS);
  return words.length === 0 ? null : words.map((word) => `${word}*`);
}

/** Games by name (spec games-wallet-bonuses §7: name match, channel and provider filters), alphabetical, one page at a time. */
export function searchGames(input: SearchGamesInput): Promise<GameList> {
  const gameType = LOBBY_DOCUMENT_TYPES[input.type].game;
  const window = pageWindow(input.offset, input.limit);
  const params = {
    gameType,
    terms: searchTerms(input.query),
    channel: input.channel ?? null,
    providerIds: [...new Set(input.providerIds ?? [])].sort(),
    // Sub-provider _ids are `subProvider-<id>` (lib/content/documents/games.ts), so the id maps back exactly.
    subProviderIds: [...new Set(input.subProviderIds ?? [])].sort().map((id) => `subProvider-${id}`),
    markets: viewerMarketCodes(input.market),
    offset: window.offset,
    end: window.end,
  };
  const tags = [typeTag(gameType), TYPE_TAGS.gameProvider, TYPE_TAGS.subProvider];
  return readContent('searchGames', params, tags, async ({ source, adapter }) => {
    const games = toGames(await runQuery(source, SEARCH_GAMES_QUERY, params), adapter('en'));
    return { games: games.slice(0, window.limit), offset: window.offset, limit: window.limit, hasMore: games.length > window.limit };
  });
}
