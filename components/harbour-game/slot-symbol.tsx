import clsx from 'clsx';
import type { SlotSymbol } from '@/lib/games/engines/harbour-slot';

// Tile colours per symbol (art tokens only): the wild glows warm, the rest step from cool to calm.
const TILE: Record<SlotSymbol, string> = {
  lighthouse: 'from-art-amber/90 to-art-rose/70 text-fg',
  anchor: 'from-art-indigo to-art-night text-accent',
  ship: 'from-art-teal to-art-night text-fg',
  compass: 'from-art-violet to-art-night text-primary',
  wheel: 'from-art-plum to-art-night text-primary-hover',
  rope: 'from-art-sky/80 to-art-night text-fg',
  shell: 'from-art-emerald/80 to-art-night text-fg',
};

/** Line-art emblems in one 48-unit grid, stroked with currentColor. */
function Emblem({ symbol }: { symbol: SlotSymbol }) {
  switch (symbol) {
    case 'lighthouse':
      return (
        <>
          <path d="M19 44 L21 18 H27 L29 44 Z" fill="currentColor" opacity=".25" />
          <path d="M19 44 L21 18 H27 L29 44 M17 44 H31 M20.3 27 H27.7 M19.6 35 H28.4" />
          <path d="M20 18 V13 H28 V18 M22 13 L24 9 L26 13" />
          <path d="M29 14 L42 10 M29 16 L42 20 M19 14 L6 10 M19 16 L6 20" opacity=".8" />
        </>
      );
    case 'anchor':
      return (
        <>
          <circle cx="24" cy="9" r="3.5" />
          <path d="M24 12.5 V41 M16 19 H32" />
          <path d="M9 29 C9 37 16 41 24 41 C32 41 39 37 39 29 M9 29 L6 32 M9 29 L12 32 M39 29 L36 32 M39 29 L42 32" />
        </>
      );
    case 'ship':
      return (
        <>
          <path d="M7 33 H41 L36 41 H12 Z" fill="currentColor" opacity=".25" />
          <path d="M7 33 H41 L36 41 H12 Z M23 8 V33" />
          <path d="M23 10 L37 29 H23 M21 13 L11 29 H21" />
        </>
      );
    case 'compass':
      return (
        <>
          <circle cx="24" cy="24" r="16" />
          <path d="M24 11 L28 24 L24 37 L20 24 Z" fill="currentColor" opacity=".35" />
          <path d="M24 11 L28 24 L24 37 L20 24 Z M11 24 H14 M34 24 H37" />
          <circle cx="24" cy="24" r="1.8" fill="currentColor" />
        </>
      );
    case 'wheel':
      return (
        <>
          <circle cx="24" cy="24" r="11" />
          <circle cx="24" cy="24" r="3.5" />
          <path d="M24 6 V20.5 M24 27.5 V42 M6 24 H20.5 M27.5 24 H42 M11.3 11.3 L21.5 21.5 M26.5 26.5 L36.7 36.7 M36.7 11.3 L26.5 21.5 M21.5 26.5 L11.3 36.7" />
        </>
      );
    case 'rope':
      return (
        <>
          <path d="M10 30 C10 18 22 14 28 20 C34 26 26 36 19 31 C12 26 20 12 31 14 C40 16 40 30 34 36" />
          <path d="M34 36 L40 42 M10 30 L6 38" />
        </>
      );
    case 'shell':
      return (
        <>
          <path d="M24 40 C12 40 7 30 9 21 C12 11 20 8 24 8 C28 8 36 11 39 21 C41 30 36 40 24 40 Z" fill="currentColor" opacity=".2" />
          <path d="M24 40 C12 40 7 30 9 21 C12 11 20 8 24 8 C28 8 36 11 39 21 C41 30 36 40 24 40 Z" />
          <path d="M24 40 V9 M24 40 L14 13 M24 40 L34 13 M24 40 L9.5 24 M24 40 L38.5 24" />
        </>
      );
  }
}

/** One reel cell: a gradient tile with the symbol's emblem; the label is given by the reel's accessible text. */
export function SlotSymbolTile({ symbol, highlighted = false, dimmed = false }: { symbol: SlotSymbol; highlighted?: boolean; dimmed?: boolean }) {
  return (
    <span
      className={clsx(
        'grid aspect-square w-full place-items-center rounded-md bg-gradient-to-br ring-1 ring-inset transition-[opacity,box-shadow] duration-200',
        TILE[symbol],
        highlighted ? 'shadow-glow ring-2 ring-primary' : 'ring-line',
        dimmed && 'opacity-45',
      )}
      data-symbol={symbol}
    >
      <svg
        viewBox="0 0 48 48"
        className="size-3/4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <Emblem symbol={symbol} />
      </svg>
    </span>
  );
}
