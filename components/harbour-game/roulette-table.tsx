'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { colors } from '@/tailwind.config';
import { EVEN_MONEY_BETS, POCKETS, pocketColour, WHEEL_ORDER, type PocketColour, type RouletteBet } from '@/lib/games/engines/roulette';

const POCKET_FILL: Record<PocketColour, string> = { green: colors.art.emerald, red: colors.art.rose, black: colors.canvas };
const POCKET_TEXT: Record<PocketColour, string> = { green: 'bg-art-emerald', red: 'bg-art-rose', black: 'bg-canvas ring-1 ring-inset ring-line-strong' };
// Small history chips need AA contrast for 12 px text: soft fills with the strong colour as text and ring.
const CHIP: Record<PocketColour, string> = {
  green: 'bg-success-soft text-success ring-1 ring-inset ring-success',
  red: 'bg-danger-soft text-danger ring-1 ring-inset ring-danger',
  black: 'bg-canvas text-fg ring-1 ring-inset ring-line-strong',
};

function wedge(index: number): string {
  const step = (2 * Math.PI) / POCKETS;
  const a0 = index * step - Math.PI / 2 - step / 2;
  const a1 = a0 + step;
  const point = (angle: number, radius: number) => `${(50 + radius * Math.cos(angle)).toFixed(2)} ${(50 + radius * Math.sin(angle)).toFixed(2)}`;
  return `M ${point(a0, 30)} L ${point(a0, 48)} A 48 48 0 0 1 ${point(a1, 48)} L ${point(a1, 30)} A 30 30 0 0 0 ${point(a0, 30)} Z`;
}

/** Centre of the ball resting in pocket slot `index` (between the wedge's rims). */
function ballAt(index: number): { cx: string; cy: string } {
  const angle = index * ((2 * Math.PI) / POCKETS) - Math.PI / 2;
  return { cx: (50 + 39 * Math.cos(angle)).toFixed(2), cy: (50 + 39 * Math.sin(angle)).toFixed(2) };
}

/** The wheel: 37 pockets in European order; the result is shown in the hub, as text, not by the ball alone. */
export function RouletteWheel({ pocket, spinning, reducedMotion }: { pocket: number | null; spinning: boolean; reducedMotion: boolean }) {
  const t = useTranslations('harbourGame');
  const colour = pocket === null ? null : pocketColour(pocket);
  return (
    <div className="relative mx-auto aspect-square w-full" style={{ maxWidth: 'min(300px, max(160px, calc(100dvh - 220px)))' }} data-testid="roulette-wheel">
      <svg viewBox="0 0 100 100" className={clsx('size-full drop-shadow-xl', spinning && !reducedMotion && 'animate-wheel-spin')} aria-hidden="true">
        <circle cx="50" cy="50" r="49.5" fill={colors.line.DEFAULT} />
        {WHEEL_ORDER.map((number, index) => (
          <path
            key={number}
            d={wedge(index)}
            fill={POCKET_FILL[pocketColour(number)]}
            stroke={colors.primary.DEFAULT}
            strokeWidth="0.3"
            opacity={!spinning && pocket !== null && pocket !== number ? 0.55 : 1}
          />
        ))}
        <circle cx="50" cy="50" r="30" fill={colors.surface} stroke={colors.primary.DEFAULT} strokeWidth="0.6" />
        {!spinning && pocket !== null ? (
          <circle {...ballAt(WHEEL_ORDER.indexOf(pocket))} r="2.6" fill={colors.fg.DEFAULT} stroke={colors.canvas} strokeWidth="0.6" />
        ) : null}
      </svg>
      <div className="absolute inset-0 grid place-items-center" aria-live="off">
        {spinning ? (
          <span className="text-sm font-semibold text-fg-muted">{t('spinning')}</span>
        ) : pocket !== null && colour ? (
          <span
            className={clsx('grid size-20 place-items-center rounded-full text-2xl font-bold tabular-nums text-fg shadow-raised', POCKET_TEXT[colour])}
            data-testid="roulette-pocket"
          >
            {pocket}
          </span>
        ) : (
          <span className="px-6 text-center text-sm text-fg-muted">{t('placeBet')}</span>
        )}
      </div>
    </div>
  );
}

/** Bet picker: six even-money bets and a straight-up number; one bet per round. */
export function RouletteBetPicker({ bet, onChange, disabled }: { bet: RouletteBet; onChange: (bet: RouletteBet) => void; disabled: boolean }) {
  const t = useTranslations('harbourGame');
  const straightNumber = bet.kind === 'straight' ? bet.number : 17;
  return (
    <fieldset className="@container flex flex-col gap-1.5 @[18rem]:gap-2" disabled={disabled}>
      <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-fg-subtle @[18rem]:mb-2">{t('betLabel')}</legend>
      {/* Three to a row only where three fit their longest names ("Nieparzyste", "Punainen"): on a phone, and beside
          the wheel in a narrow frame, two to a row. */}
      <div className="grid grid-cols-2 gap-1.5 @[18rem]:grid-cols-3 @[18rem]:gap-2">
        {EVEN_MONEY_BETS.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={bet.kind === kind}
            onClick={() => onChange({ kind })}
            className={clsx(
              'min-h-11 rounded-md px-1.5 text-xs font-semibold ring-1 ring-inset transition-colors @[14rem]:text-sm',
              bet.kind === kind ? 'bg-primary text-primary-fg ring-primary' : 'bg-raised ring-line hover:ring-line-strong',
              bet.kind !== kind && (kind === 'red' ? 'text-danger' : 'text-fg'),
            )}
          >
            {t(`bets.${kind}`)}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-pressed={bet.kind === 'straight'}
          onClick={() => onChange({ kind: 'straight', number: straightNumber })}
          className={clsx(
            'min-h-11 flex-1 rounded-md px-3 text-sm font-semibold ring-1 ring-inset transition-colors',
            bet.kind === 'straight' ? 'bg-primary text-primary-fg ring-primary' : 'bg-raised text-fg ring-line hover:ring-line-strong',
          )}
        >
          {t('bets.straight')}
        </button>
        <label className="sr-only" htmlFor="straight-number">
          {t('numberLabel')}
        </label>
        <select
          id="straight-number"
          value={straightNumber}
          onChange={(event) => onChange({ kind: 'straight', number: Number(event.target.value) })}
          className="min-h-11 rounded-md px-3 text-sm tabular-nums text-fg ring-1 ring-inset ring-line"
        >
          {Array.from({ length: POCKETS }, (_, number) => (
            <option key={number} value={number}>
              {number}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/** The last results, newest first, colour plus number (never colour alone). */
export function RouletteHistory({ pockets }: { pockets: number[] }) {
  const t = useTranslations('harbourGame');
  if (pockets.length === 0) return null;
  return (
    <div className="flex items-center gap-2 overflow-hidden">
      <span className="shrink-0 text-xs text-fg-subtle">{t('lastResults')}</span>
      <ol className="flex gap-1.5">
        {pockets.map((pocket, index) => (
          <li key={index} className={clsx('grid size-7 place-items-center rounded-full text-xs font-bold tabular-nums', CHIP[pocketColour(pocket)])}>
            <span className="sr-only">{t(`colours.${pocketColour(pocket)}`)} </span>
            {pocket}
          </li>
        ))}
      </ol>
    </div>
  );
}
