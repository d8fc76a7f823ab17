import { providerIdOfSubProvider } from '@/lib/content/rules/sub-provider';
import type { BetLimit, DeviceType, Game, GameChannel, GameDetail, TileSize } from '@/lib/content/types/games';
import { CURRENCY_CODES, type CurrencyCode } from '@/lib/markets/currency';
import type { AdapterContext } from './context';
import { lobbyTypeOfGame } from './document-types';
import { toImageSet } from './image';
import { localize } from './localize';
import { listOf, numberOr, oneOf } from './values';
import type { VendorGame, VendorGameDetail } from './vendor-types';

const TILE_SIZES: readonly TileSize[] = ['1x', '2xh', '2xv', '4x'];
const CHANNELS: readonly GameChannel[] = ['desktop', 'mobile', 'tablet'];
const VOLATILITIES: readonly GameDetail['volatility'][] = ['low', 'medium', 'high', 'veryHigh'];

function betLimits(limits: VendorGame['betLimits']): BetLimit[] {
  return listOf(limits)
    .filter((limit) => (CURRENCY_CODES as readonly string[]).includes(limit.currency))
    .map((limit) => ({ min: limit.min, max: limit.max, currency: limit.currency as CurrencyCode }));
}

function gridSizes(sizes: VendorGame['gridSizes']): Record<DeviceType, TileSize> {
  return {
    desktop: oneOf(sizes?.desktop, TILE_SIZES, '1x'),
    tablet: oneOf(sizes?.tablet, TILE_SIZES, '1x'),
    mobile: oneOf(sizes?.mobile, TILE_SIZES, '1x'),
  };
}

/** A game document (projected by GAME_FIELDS) → the lobby's Game. */
export function toGame(game: VendorGame, context: AdapterContext): Game {
  const subProvider = game.subProvider ?? null;
  return {
    id: game._id,
    type: lobbyTypeOfGame(game._type),
    name: game.name,
    slug: game.slug,
    provider: {
      id: game.provider?.id ?? '',
      title: game.provider?.title ?? '',
      restrictedCountries: game.provider?.restrictedCountries ?? [],
    },
    subProvider: subProvider
      ? { id: providerIdOfSubProvider(subProvider), title: subProvider.title, restrictedCountry: subProvider.restrictedCountry ?? [] }
      : null,
    gameType: game.gameType as Game['gameType'],
    channels: listOf(game.channels).filter((channel): channel is GameChannel => (CHANNELS as readonly string[]).includes(channel)),
    betLimits: betLimits(game.betLimits),
    jackpotExist: game.jackpotExist ?? false,
    thumbnail: toImageSet(game.thumbnail, 'gameThumbnail', context.buildImageUrl),
    verticalImage: toImageSet(game.verticalImage, 'gameVertical', context.buildImageUrl),
    gridSizes: gridSizes(game.gridSizes),
    seats: game.seats ?? null,
    // Live seat occupancy is merged at runtime by game id (spec games-wallet-bonuses §3), never stored as content.
    seatsTaken: null,
    restrictedCountries: game.restrictedCountries ?? [],
    removeOverlay: Boolean(game.removeOverlay || game.provider?.removeOverlay),
  };
}

export function toGameDetail(game: VendorGameDetail, context: AdapterContext): GameDetail {
  return {
    ...toGame(game, context),
    providerGameId: game.providerGameId,
    tableId: game.tableId ?? null,
    description: localize(game.description, context.language),
    rtp: numberOr(game.rtp, 0),
    volatility: oneOf(game.volatility, VOLATILITIES, 'medium'),
    releasedAt: game.releasedAt,
    jackpotSeed: game.jackpotSeed ?? null,
  };
}

/** Drops broken references (deleted games dereference to null). */
export function toGames(games: readonly (VendorGame | null | undefined)[], context: AdapterContext): Game[] {
  return listOf(games).map((game) => toGame(game, context));
}
