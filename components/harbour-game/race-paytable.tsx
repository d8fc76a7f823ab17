'use client';

import { useTranslations } from 'next-intl';
import type { VirtualGameType } from '@/lib/content/types/games';
import { raceCardFor } from '@/lib/games/engines/race';
import { useOddsFormat } from './race-card';
import { RunnerBadge } from './race-runner-badge';

/** The race's rules and its card: every runner's decimal price, and the one RTP they all share. */
export function RacePaytable({ gameType, rtp }: { gameType: VirtualGameType; rtp: number }) {
  const t = useTranslations('harbourGame.race');
  const odds = useOddsFormat();
  return (
    <>
      <p>{t('rules')}</p>
      <table className="w-full text-left" data-testid="race-paytable">
        <thead>
          <tr className="text-xs uppercase tracking-wide text-fg-subtle">
            <th scope="col" className="py-1 font-semibold">
              {t('runnerHeading')}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t('priceHeading')}
            </th>
          </tr>
        </thead>
        <tbody>
          {raceCardFor(gameType).map((runner) => (
            <tr key={runner.number} className="border-t border-line">
              <th scope="row" className="flex items-center gap-2 py-1.5 font-normal text-fg">
                <RunnerBadge number={runner.number} size="sm" />
                <span>
                  <span className="sr-only">{runner.number}. </span>
                  {t(`names.${gameType}.${runner.number}`)}
                </span>
              </th>
              <td className="py-1.5 text-right font-semibold tabular-nums text-fg">{odds(runner.odds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="font-semibold text-fg">{t('everyRunner', { rtp: rtp.toFixed(2) })}</p>
    </>
  );
}
