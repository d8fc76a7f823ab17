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

type Props = { number: number; size?: 'sm' | 'md'; className?: string };

/** A runner's number on its coloured cloth. Decorative: the caller says the number and name in text. */
export function RunnerBadge({ number, size = 'md', className }: Props) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'relative grid shrink-0 place-items-center rounded-sm font-extrabold tabular-nums shadow-card',
        size === 'md' ? 'size-8 text-lg' : 'size-6 text-sm',
        CLOTH[number],
        className,
      )}
      style={number === 6 ? { background: STRIPES } : undefined}
    >
      {number === 6 ? <span className="grid size-[70%] place-items-center rounded-full bg-fg leading-none">{number}</span> : number}
    </span>
  );
}
