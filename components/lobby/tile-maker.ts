import { getTranslations } from 'next-intl/server';
import type { Game, TileSize } from '@/lib/content/types/games';
import { seatsLeft } from '@/lib/lobby/format';
import { toTileGame, type TileGame } from '@/lib/lobby/tile';
import { formatMoney, isCurrencyCode } from '@/lib/markets/currency';
import { type MarketCode } from '@/lib/markets/markets';
import type { JackpotValues } from '@/server/lobby/jackpot-values';

/**
 * Builds each tile's game with its badges for the page's market and language: the jackpot's value in the
 * market's format, the live table's seats. One translator for a grid of 60 tiles.
 */
export async function tileMaker(locale: string, market: MarketCode, jackpots: JackpotValues) {
  const t = await getTranslations({ locale, namespace: 'lobby' });
  return (game: Game, size: TileSize): TileGame => {
    const jackpot = game.jackpotExist ? jackpots[game.id] : undefined;
    const left = seatsLeft(game.seats, game.seatsTaken);
    return toTileGame(game, size, {
      jackpot: jackpot && isCurrencyCode(jackpot.currency) ? formatMoney(jackpot.amount, jackpot.currency, locale) : undefined,
      seats: left !== null ? t('seatsLeft', { count: left }) : game.seats !== null ? t('seats', { count: game.seats }) : undefined,
    });
  };
}
