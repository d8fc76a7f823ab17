import clsx from 'clsx';
import { colors } from '@/tailwind.config';

/**
 * Trap colours as greyhound racing paints them (1 red, 2 blue, 3 white, 4 black, 5 orange, 6 black and white
 * stripes); the horses' saddle-cloths use the same palette. The number is always printed, so colour is never
 * the only cue. Large bold numerals keep at least 3:1 against every cloth.
 */
const CLOTH: Record<number, string> = {
  1: 'bg-art-rose text-fg',
  2: 'bg-art-indigo text-fg',
  3: 'bg-fg text-canvas',
  4: 'bg-canvas text-fg ring-1 ring-inset ring-line-strong',
  5: 'bg-art-amber text-canvas',
  6: 'text-canvas ring-1 ring-inset ring-line-strong',
};
const STRIPES = `repeating-linear-gradient(180deg, ${colors.canvas} 0 22%, ${colors.fg.DEFAULT} 22% 34%)`;

/** sm: chips and tables; md: the race card; lane: the track's runners, smaller on phones. */
const SIZE = { sm: 'size-6 text-sm', md: 'size-8 text-lg', lane: 'size-6 text-sm md:size-8 md:text-lg' } as const;

type Props = { number: number; size?: keyof typeof SIZE; className?: string };

/** A runner's number on its coloured cloth. Decorative: the caller says the number and name in text. */
export function RunnerBadge({ number, size = 'md', className }: Props) {
  return (
    <span
      aria-hidden="true"
      className={clsx('relative grid shrink-0 place-items-center rounded-sm font-extrabold tabular-nums shadow-card', SIZE[size], CLOTH[number], className)}
      style={number === 6 ? { background: STRIPES } : undefined}
    >
      {number === 6 ? (
        <span className={clsx('grid size-[72%] place-items-center rounded-full bg-fg leading-none', size === 'md' ? 'text-sm' : 'text-xs md:text-sm')}>
          {number}
        </span>
      ) : (
        number
      )}
    </span>
  );
}
