import { toDensityImage, type DensityImage } from '@/lib/content/rules/image-density';
import type { Game, LobbyType, TileSize } from '@/lib/content/types/games';

/**
 * What a tile shows of a game. A tile is a client component, so the page's payload carries these few hundred
 * bytes per game instead of the tile's rendered markup a second time (the HTML has it once already): a desktop
 * lobby holds about sixty tiles.
 */
export interface TileGame {
  id: string;
  slug: string;
  name: string;
  provider: string;
  type: LobbyType;
  /**
   * The art for the tile's shape: tall art for a 2xv tile when the game has it, else the square thumbnail. One URL
   * (2x) and the size; the tile derives the 1x and 3x URLs, which would otherwise be a third of its payload.
   */
  image: DensityImage | null;
  /** Only for jackpot games: the jackpot's formatted value when known, else `true` (the tile says "Jackpot"). */
  jackpot?: string | true;
  /** Only for live tables: the table's seats as content states them, until the live seats arrive. */
  seats?: string;
}

export type TileBadges = { jackpot?: string; seats?: string };

/** A game as its tile shows it; badge texts come from the caller (formatted for the page's market and language). */
export function toTileGame(game: Game, size: TileSize, badges: TileBadges = {}): TileGame {
  const tile: TileGame = {
    id: game.id,
    slug: game.slug,
    name: game.name,
    provider: game.provider.title,
    type: game.type,
    image: toDensityImage(size === '2xv' ? (game.verticalImage ?? game.thumbnail) : game.thumbnail),
  };
  // Keys are left out rather than set to undefined: the payload spells an undefined prop out.
  if (game.jackpotExist) tile.jackpot = badges.jackpot ?? true;
  if (badges.seats) tile.seats = badges.seats;
  return tile;
}
