import { getTranslations } from 'next-intl/server';
import type { GameDetail } from '@/lib/content/types/games';
import { betLimitForMarket, formatBetLimit, formatRtp, seatsLeft } from '@/lib/lobby/format';
import { formatMoney, isCurrencyCode } from '@/lib/markets/currency';
import { type MarketCode } from '@/lib/markets/markets';

type GameFactsProps = {
  locale: string;
  market: MarketCode;
  game: GameDetail;
  jackpot: { amount: number; currency: string } | null;
};

/** What a player should know before playing: provider, RTP, volatility, bets in the market's currency, jackpot. */
export async function GameFacts({ locale, market, game, jackpot }: GameFactsProps) {
  const t = await getTranslations({ locale, namespace: 'game' });
  const limit = betLimitForMarket(game.betLimits, market);
  const left = seatsLeft(game.seats, game.seatsTaken);
  const facts: { id: string; term: string; value: string }[] = [
    { id: 'provider', term: t('provider'), value: game.subProvider ? `${game.provider.title} · ${game.subProvider.title}` : game.provider.title },
    { id: 'rtp', term: t('rtp'), value: formatRtp(game.rtp) },
    { id: 'volatility', term: t('volatility'), value: t(`volatilityLevels.${game.volatility}`) },
  ];
  if (limit) facts.push({ id: 'bets', term: t('betLimits'), value: formatBetLimit(limit, locale) });
  if (game.jackpotExist) {
    const amount = jackpot && isCurrencyCode(jackpot.currency) ? formatMoney(jackpot.amount, jackpot.currency, locale) : t('jackpotUnavailable');
    facts.push({ id: 'jackpot', term: t('jackpot'), value: amount });
  }
  if (game.seats !== null) facts.push({ id: 'seats', term: t('seats'), value: left !== null ? t('seatsOf', { left, seats: game.seats }) : String(game.seats) });
  return (
    <section aria-labelledby="game-facts-title" className="rounded-xl bg-surface p-5 ring-1 ring-inset ring-line md:p-6">
      <h2 id="game-facts-title" className="text-lg font-bold text-fg">
        {t('detailsTitle')}
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="game-facts">
        {facts.map((fact) => (
          <div key={fact.id} className="flex flex-col border-b border-line pb-3" data-fact={fact.id}>
            <dt className="text-sm text-fg-muted">{fact.term}</dt>
            <dd className="money text-base font-semibold text-fg">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-fg-subtle">{t('rtpNote')}</p>
    </section>
  );
}
