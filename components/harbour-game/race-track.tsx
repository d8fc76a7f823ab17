'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { VirtualGameType } from '@/lib/content/types/games';
import type { RaceCard } from '@/lib/games/engines/race';
import { colors } from '@/tailwind.config';
import { RunnerBadge } from './race-runner-badge';

/** What the track shows: runners at the start (no order yet), running to `order`, or stopped in it. */
export interface RaceView {
  order: number[] | null;
  running: boolean;
  runMs: number;
}

/**
 * One pace for the whole field: every runner covers the same share of its own finishing distance at every moment,
 * so the order on the track is the drawn order from the first stride to the line and no runner is ever shown
 * ahead of where it finishes (DESIGN.md: no near-miss animations). The easing never slows to a stop, so the field
 * is still galloping when the winner meets the line.
 */
const PACE = 'cubic-bezier(0.25, 0.3, 0.6, 0.8)';

/** How far along the lane (percent of the run) each place stops when the winner crosses the line. */
export function finishDistances(order: readonly number[]): number[] {
  let behind = 0;
  return order.map((runner, place) => {
    if (place > 0) behind += 6 + ((runner + place) % 5);
    return 100 - behind;
  });
}

/** Mown turf for horses, a sand oval for greyhounds: tints over a solid base, so the backdrop never shows through. */
const TURF: Record<VirtualGameType, string> = {
  horseRacing: `repeating-linear-gradient(90deg, ${colors.art.emerald}33 0 48px, ${colors.art.emerald}22 48px 96px), ${colors.art.night}`,
  greyhoundRacing: `linear-gradient(180deg, ${colors.art.amber}30, ${colors.art.amber}1c), ${colors.art.night}`,
};
const CHEQUERS = `repeating-conic-gradient(${colors.fg.DEFAULT} 0 25%, ${colors.canvas} 0 50%) 0 0 / 8px 8px`;

type Props = { gameType: VirtualGameType; card: RaceCard; view: RaceView; reducedMotion: boolean; placeLabel: (place: number) => string };

/** Six lanes; the runners leave the stalls and stop as the winner crosses the line. Decorative: the result is text. */
export function RaceTrack({ gameType, card, view, reducedMotion, placeLabel }: Props) {
  const t = useTranslations('harbourGame.race');
  const tokens = useRef(new Map<number, HTMLSpanElement>());
  const { order, running, runMs } = view;
  const distances = order ? finishDistances(order) : null;
  const distanceOf = (runner: number) => (distances && order ? distances[order.indexOf(runner)]! : 0);

  useEffect(() => {
    if (!order || !running || reducedMotion) return;
    const distances = finishDistances(order);
    const animations = order.map((runner, place) =>
      tokens.current
        .get(runner)
        ?.animate([{ transform: 'translateX(0%)' }, { transform: `translateX(${distances[place]}%)` }], { duration: runMs, easing: PACE, fill: 'forwards' }),
    );
    return () => animations.forEach((animation) => animation?.cancel());
  }, [order, running, runMs, reducedMotion]);

  return (
    <div className="relative flex flex-col" style={{ background: TURF[gameType] }} aria-hidden="true" data-testid="race-track">
      <div className="flex h-8 items-center justify-end border-b border-line px-3 text-xs font-semibold uppercase tracking-wide text-fg-subtle">
        <span className="hidden truncate md:block" data-testid="race-status">
          {running ? t('running') : order ? t('finished') : t('atTheStart')}
        </span>
      </div>
      {card.map((runner) => {
        const place = order && !running ? order.indexOf(runner.number) : -1;
        return (
          <div key={runner.number} className="relative h-[var(--race-lane)] border-b border-dashed border-fg/10 last:border-b-0">
            {place >= 0 ? (
              <span
                className={clsx(
                  'absolute left-2 top-1/2 -translate-y-1/2 rounded-full px-2 py-0.5 text-xs font-bold tabular-nums',
                  place === 0 ? 'bg-primary text-primary-fg' : 'bg-canvas/70 text-fg-muted',
                )}
              >
                {placeLabel(place + 1)}
              </span>
            ) : null}
            <span
              ref={(element) => {
                if (element) tokens.current.set(runner.number, element);
                else tokens.current.delete(runner.number);
              }}
              className="absolute inset-y-0 left-1 right-10 flex items-center md:right-12"
              style={{ transform: `translateX(${running ? 0 : distanceOf(runner.number)}%)` }}
              data-testid={`race-token-${runner.number}`}
            >
              <RunnerBadge number={runner.number} size="lane" className={clsx(running && !reducedMotion && 'shadow-raised')} />
            </span>
          </div>
        );
      })}
      <span className="pointer-events-none absolute bottom-0 left-8 top-8 w-px bg-fg/30 md:left-10" />
      <span className="pointer-events-none absolute bottom-0 right-2 top-8 w-1.5 opacity-80" style={{ background: CHEQUERS }} />
    </div>
  );
}
