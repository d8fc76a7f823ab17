import { getTranslations } from 'next-intl/server';
import type { Game } from '@/lib/content/types';
import { seatsLeft } from '@/lib/lobby/format';
import { formatMoney, isCurrencyCode } from '@/lib/markets/currency';
import { type MarketCode } from '@/lib/markets/markets';
import type { JackpotValues } from '@/server/lobby/jackpot-values';
import type { TileLabels } from './game-tile';

/** Builds each tile's texts from one translator, so a grid of 60 tiles reads the messages once. */
export async function tileLabeller(locale: string, market: MarketCode, jackpots: JackpotValues) {
  const t = await getTranslations({ locale, namespace: 'lobby' });
  const play = t('play');
  const demo = t('demo');
  return (game: Game): TileLabels => {
    const jackpot = game.jackpotExist ? jackpots[game.id] : undefined;
    const left = seatsLeft(game.seats, game.seatsTaken);
    return {
      play,
      demo,
      playAria: t('playGame', { game: game.name }),
      demoAria: t('demoGame', { game: game.name }),
      jackpot: jackpot && isCurrencyCode(jackpot.currency) ? formatMoney(jackpot.amount, jackpot.currency, market) : game.jackpotExist ? t('jackpot') : null,
      seats: left !== null ? t('seatsLeft', { count: left }) : game.seats !== null ? t('seats', { count: game.seats }) : null,
    };
  };
}
