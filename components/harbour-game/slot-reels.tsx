'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { PAYLINES, REEL_STRIPS, type LineWin, type SlotSymbol } from '@/lib/games/engines/harbour-slot';
import { SlotSymbolTile } from './slot-symbol';

type Props = {
  grid: SlotSymbol[][];
  /** Reels still spinning (index → true); a stopped reel shows `grid`. */
  spinning: boolean[];
  lineWins: LineWin[];
  reducedMotion: boolean;
};

/** Cells (reel-row) that form the winning runs, to light them up. */
export function winningCells(lineWins: readonly LineWin[]): Set<string> {
  const cells = new Set<string>();
  for (const win of lineWins) for (let reel = 0; reel < win.count; reel += 1) cells.add(`${reel}-${PAYLINES[win.line][reel]}`);
  return cells;
}

/** The 5 x 3 window. Spinning reels scroll their own strip (or hold still under reduced motion). */
export function SlotReels({ grid, spinning, lineWins, reducedMotion }: Props) {
  const t = useTranslations('harbourGame');
  const cells = winningCells(lineWins);
  const anySpinning = spinning.some(Boolean);
  const label = anySpinning
    ? t('spinning')
    : t('reelsShowing', { symbols: grid.map((reel) => reel.map((symbol) => t(`symbols.${symbol}`)).join(', ')).join(' | ') });
  return (
    <div
      role="img"
      aria-label={label}
      className="grid grid-cols-5 gap-1.5 rounded-lg bg-canvas/80 p-1.5 ring-1 ring-inset ring-line-strong sm:gap-2 sm:p-2"
      data-testid="slot-reels"
    >
      {grid.map((reel, reelIndex) => (
        <div key={reelIndex} className="relative overflow-hidden rounded-md" data-testid="slot-reel">
          {/* The stopped column always lays out the reel's height; a spinning strip scrolls over it. */}
          <div className={clsx('flex flex-col gap-1.5 sm:gap-2', spinning[reelIndex] && (reducedMotion ? 'opacity-50' : 'invisible'))} aria-hidden="true">
            {reel.map((symbol, row) => (
              <SlotSymbolTile
                key={row}
                symbol={symbol}
                highlighted={!anySpinning && cells.has(`${reelIndex}-${row}`)}
                dimmed={!anySpinning && cells.size > 0 && !cells.has(`${reelIndex}-${row}`)}
              />
            ))}
          </div>
          {spinning[reelIndex] && !reducedMotion ? (
            <div className="absolute inset-x-0 top-0 flex animate-reel-spin flex-col gap-1.5 sm:gap-2" aria-hidden="true">
              {[...REEL_STRIPS[reelIndex].slice(0, 6), ...REEL_STRIPS[reelIndex].slice(0, 6)].map((symbol, index) => (
                <span key={index} className="opacity-80 blur-[1px]">
                  <SlotSymbolTile symbol={symbol} />
                </span>
              ))}
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}
