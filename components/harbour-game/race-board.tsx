'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { VirtualGameType } from '@/lib/content/types/games';
import type { RaceCard } from '@/lib/games/engines/race';
import { RaceCardPicker } from './race-card';
import { RunnerBadge } from './race-runner-badge';
import { RaceTrack, type RaceView } from './race-track';

type Props = {
  gameType: VirtualGameType;
  card: RaceCard;
  runner: number | null;
  onRunnerChange: (runner: number) => void;
  view: RaceView;
  /** The runner backed in the race on view (the pick may have moved on since). */
  backed: number | null;
  disabled: boolean;
  reducedMotion: boolean;
};

/** The race card beside the track, lane for lane, and the finishing order once the runners stop. */
export function RaceBoard({ gameType, card, runner, onRunnerChange, view, backed, disabled, reducedMotion }: Props) {
  const t = useTranslations('harbourGame.race');
  const placeLabel = (place: number) => t('place', { place });
  const finished = view.order !== null && !view.running ? view.order : null;
  return (
    // --race-lane: the height of one runner's row on the card and the track, from the height the frame leaves the
    // board (its size container): six lanes, the 2rem heading, the gap and the room for the places.
    <div className="flex flex-col gap-3 [--race-lane:clamp(1.75rem,calc((100cqh_-_7.75rem)_/_6),3.5rem)] [@media(max-height:700px)]:[--race-lane:clamp(1.75rem,calc((100cqh_-_6.25rem)_/_6),3rem)]">
      <div className="grid grid-cols-[minmax(0,15.5rem)_minmax(0,1fr)] overflow-hidden rounded-lg shadow-card ring-1 ring-inset ring-line-strong md:grid-cols-[minmax(0,19rem)_minmax(0,1fr)]">
        <RaceCardPicker gameType={gameType} card={card} runner={runner} onChange={onRunnerChange} disabled={disabled} />
        <RaceTrack gameType={gameType} card={card} view={view} reducedMotion={reducedMotion} placeLabel={placeLabel} />
      </div>
      {/* Room for two rows of places, so nothing moves when the result arrives. */}
      <div className="flex min-h-20 items-start justify-center [@media(max-height:700px)]:min-h-14">
        {finished ? (
          <ol className="flex flex-wrap justify-center gap-1.5" aria-label={t('finishOrder')} data-testid="race-result">
            {finished.map((number, place) => (
              <li
                key={number}
                className={clsx(
                  'flex items-center gap-1.5 rounded-full py-1 pl-2.5 pr-1 text-xs font-bold tabular-nums ring-1 ring-inset',
                  number === backed ? 'bg-primary-soft text-primary ring-primary' : 'bg-raised text-fg-muted ring-line',
                )}
                data-testid={`race-place-${place + 1}`}
                data-runner={number}
              >
                {placeLabel(place + 1)}
                <RunnerBadge number={number} size="sm" />
                <span className="sr-only md:not-sr-only md:pr-1.5 md:font-semibold md:text-fg">
                  <span className="sr-only">{number}. </span>
                  {t(`names.${gameType}.${number}`)}
                  {number === backed ? <span className="sr-only"> ({t('yourPick')})</span> : null}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className={clsx('text-sm text-fg-muted', runner !== null && 'md:hidden')}>
            {view.running ? t('running') : runner === null ? t('pickRunner') : t('atTheStart')}
          </p>
        )}
      </div>
    </div>
  );
}
