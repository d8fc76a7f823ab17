'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';

/** The − or + beside the stake: a square, named for screen readers by `label`. */
function StakeButton({ label, onClick, enabled, children }: { label: string; onClick: () => void; enabled: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      className={buttonClasses({
        variant: 'secondary',
        size: 'sm',
        className: 'size-10 shrink-0 !px-0 text-lg md:size-11 [@media(max-height:700px)]:md:size-10',
      })}
      onClick={onClick}
      disabled={!enabled}
      aria-label={label}
    >
      {children}
    </button>
  );
}

/**
 * The frame's footer: balance, last win, stake and the play button.
 * Phones: balance and last win on one row, stake and the play button on the next (the row wrappers are
 * `display: contents` from md, where the four sit on one grid row). Amounts are never cut or overlapped
 * (issue 18 item 8): the balance may wrap between its number and "credits".
 */
export function GameFooter({
  balance,
  lastWin,
  stake,
  canLowerStake,
  canRaiseStake,
  onLowerStake,
  onRaiseStake,
  playLabel,
  canPlay,
  onPlay,
}: {
  /** Formatted amounts ('—' while unknown). */
  balance: string;
  lastWin: string;
  stake: string;
  canLowerStake: boolean;
  canRaiseStake: boolean;
  onLowerStake: () => void;
  onRaiseStake: () => void;
  playLabel: string;
  canPlay: boolean;
  onPlay: () => void;
}) {
  const t = useTranslations('harbourGame');
  return (
    <footer
      className="flex flex-col gap-2 rounded-xl bg-surface p-3 shadow-card ring-1 ring-inset ring-line md:grid md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] md:items-center md:gap-4 md:px-5 [@media(max-height:700px)]:p-2 [@media(max-height:700px)]:md:px-4"
      data-testid="game-footer"
    >
      <div className="flex items-end justify-between gap-3 md:contents">
        <div className="min-w-0 md:order-1" data-testid="game-balance-box">
          <p className="truncate text-xs uppercase tracking-wide text-fg-subtle">{t('balance')}</p>
          <p className="text-base font-bold tabular-nums text-fg [overflow-wrap:anywhere]" data-testid="game-balance">
            {balance}
          </p>
        </div>
        <div className="shrink-0 text-right md:order-3 md:min-w-0 md:shrink" data-testid="game-win-box">
          <p className="truncate text-xs uppercase tracking-wide text-fg-subtle">{t('lastWin')}</p>
          <p className="text-base font-bold tabular-nums text-fg [overflow-wrap:anywhere]" data-testid="game-win">
            {lastWin}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2 md:contents">
        <div className="flex shrink-0 items-center gap-1.5 md:order-2 md:gap-2" data-testid="game-stake-box">
          <StakeButton label={t('stakeDown')} onClick={onLowerStake} enabled={canLowerStake}>
            −
          </StakeButton>
          <div className="min-w-16 text-center">
            <p className="text-xs uppercase tracking-wide text-fg-subtle" id="stake-label">
              {t('stake')}
            </p>
            <p className="whitespace-nowrap text-base font-bold tabular-nums text-fg" aria-labelledby="stake-label" data-testid="game-stake">
              {stake}
            </p>
          </div>
          <StakeButton label={t('stakeUp')} onClick={onRaiseStake} enabled={canRaiseStake}>
            +
          </StakeButton>
        </div>
        <button
          type="button"
          onClick={onPlay}
          disabled={!canPlay}
          className={buttonClasses({
            variant: 'primary',
            size: 'lg',
            className:
              'min-w-0 flex-1 text-balance leading-tight !px-4 md:order-4 md:whitespace-nowrap md:min-w-32 md:flex-none md:justify-self-end md:!px-6 [@media(max-height:700px)]:min-h-10 [@media(max-height:700px)]:py-2',
          })}
          data-testid="play-button"
        >
          {playLabel}
        </button>
      </div>
    </footer>
  );
}
