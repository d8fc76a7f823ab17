'use client';

import clsx from 'clsx';
import { useFormatter, useTranslations } from 'next-intl';
import type { VirtualGameType } from '@/lib/content/types/games';
import type { RaceCard } from '@/lib/games/engines/race';
import { RunnerBadge } from './race-runner-badge';

type Props = { gameType: VirtualGameType; card: RaceCard; runner: number | null; onChange: (runner: number) => void; disabled: boolean };

/** Decimal odds as bookmakers print them: two decimals ("3.00"), in the player's number format. */
export function useOddsFormat(): (odds: number) => string {
  const format = useFormatter();
  return (odds) => format.number(odds, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * The race card as a radio group (native radios: arrow keys move the pick, Tab leaves the group). Each row is
 * one lane high, so the card lines up with the track beside it.
 */
export function RaceCardPicker({ gameType, card, runner, onChange, disabled }: Props) {
  const t = useTranslations('harbourGame.race');
  const odds = useOddsFormat();
  return (
    <fieldset className="flex min-w-0 flex-col border-r border-line bg-canvas/60" disabled={disabled} data-testid="race-card">
      <legend className="sr-only">{t('cardLegend')}</legend>
      <div
        className="flex h-8 items-center justify-between gap-2 border-b border-line pl-8 pr-3 md:pl-10 text-xs font-semibold uppercase tracking-wide text-fg-subtle"
        aria-hidden="true"
      >
        <span className="truncate">{t('runnerHeading')}</span>
        <span>{t('priceHeading')}</span>
      </div>
      {card.map((entry) => {
        const picked = runner === entry.number;
        const name = t(`names.${gameType}.${entry.number}`);
        return (
          <label
            key={entry.number}
            className={clsx(
              'group relative flex h-[var(--race-lane)] cursor-pointer items-center gap-2 border-b border-line/60 px-2 transition-colors last:border-b-0 has-[:disabled]:cursor-default has-[:focus-visible]:z-10 has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-accent md:gap-3 md:px-3',
              picked ? 'bg-primary-soft' : 'hover:bg-raised',
            )}
            data-testid={`race-runner-${entry.number}`}
          >
            <input
              type="radio"
              name="race-runner"
              value={entry.number}
              checked={picked}
              onChange={() => onChange(entry.number)}
              className="sr-only"
              aria-label={t('runnerLabel', { number: entry.number, name, odds: odds(entry.odds) })}
            />
            <span
              className={clsx('grid size-4 shrink-0 place-items-center rounded-full ring-2 ring-inset', picked ? 'ring-primary' : 'ring-line-strong')}
              aria-hidden="true"
            >
              {picked ? <span className="size-2 rounded-full bg-primary" /> : null}
            </span>
            <RunnerBadge number={entry.number} />
            <span className="flex min-w-0 flex-1 flex-row items-center justify-between gap-2 md:gap-3" aria-hidden="true">
              <span className={clsx('truncate text-sm font-semibold', picked ? 'text-primary' : 'text-fg')}>{name}</span>
              <span className="text-xs font-bold tabular-nums text-fg-muted md:rounded-full md:bg-raised md:px-2.5 md:py-1 md:text-sm md:text-fg">
                {odds(entry.odds)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
