import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { IconComponent } from './icons';

// Full class strings (not assembled) so Tailwind finds them; all colours are `art` tokens.
const GRADIENTS = [
  'from-art-violet via-art-indigo to-art-night',
  'from-art-rose via-art-plum to-art-night',
  'from-art-teal via-art-sky to-art-night',
  'from-art-amber via-art-rose to-art-night',
  'from-art-emerald via-art-teal to-art-night',
  'from-art-sky via-art-indigo to-art-night',
  'from-art-plum via-art-violet to-art-night',
];
const ORBS = ['bg-art-amber', 'bg-art-sky', 'bg-art-rose', 'bg-art-teal', 'bg-art-violet', 'bg-art-emerald'];
const ORB_POSITIONS = ['-right-10 -top-10', '-left-12 -bottom-12', 'right-1/4 -bottom-16', '-left-8 -top-12'];
const RING_POSITIONS = ['-right-16 -bottom-24', '-left-20 -top-24', 'left-1/2 -bottom-32', '-right-24 -top-20'];

/** Stable small hash so the same seed always draws the same artwork (server and client agree). */
export function seedHash(seed: string): number {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i += 1) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619) >>> 0;
  return hash;
}

/** Up to two initials for a name drawn in artwork ('Table games' → 'TG', 'Popular' → 'P'). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

type GeneratedArtProps = {
  seed: string;
  icon?: IconComponent;
  /** Text drawn in the art (e.g. a game's initials); decorative, the real name is shown as text elsewhere. */
  mark?: ReactNode;
  className?: string;
};

/** Decorative artwork generated from a seed: gradient, two soft orbs, a ring and an emblem. */
export function GeneratedArt({ seed, icon: Icon, mark, className }: GeneratedArtProps) {
  const h = seedHash(seed);
  return (
    <div aria-hidden="true" className={clsx('relative isolate overflow-hidden bg-linear-to-br', GRADIENTS[h % GRADIENTS.length], className)}>
      <div
        className={clsx('absolute size-40 rounded-full opacity-60 blur-2xl', ORBS[(h >>> 3) % ORBS.length], ORB_POSITIONS[(h >>> 7) % ORB_POSITIONS.length])}
      />
      <div className={clsx('absolute size-64 rounded-full border border-fg/15', RING_POSITIONS[(h >>> 11) % RING_POSITIONS.length])} />
      <div className={clsx('absolute size-40 rounded-full border border-fg/10', RING_POSITIONS[(h >>> 15) % RING_POSITIONS.length])} />
      <div className="absolute inset-0 grid place-items-center">
        {Icon ? <Icon className="size-16 text-fg/90 drop-shadow-lg" strokeWidth={1.4} /> : null}
        {mark ? <span className="text-2xl font-extrabold tracking-tight text-fg drop-shadow-lg">{mark}</span> : null}
      </div>
    </div>
  );
}
