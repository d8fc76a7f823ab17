import { brand } from '@/lib/brand';

/** The generated brand emblem: a harbour light (star) over two waves. Colours come from theme tokens. */
export function Emblem({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="31" height="31" rx="9" className="fill-raised stroke-line-strong" />
      <path d="M16 5.5 18 12l6.5 2-6.5 2-2 6.5-2-6.5-6.5-2L14 12z" className="fill-primary" />
      <path d="M6 23.5c2.5-1.6 4.2-1.6 6.7 0s4.2 1.6 6.6 0 4.2-1.6 6.7 0" className="fill-none stroke-accent" strokeWidth="1.8" strokeLinecap="round" />
      <path d="M9.5 27c2-1.2 3.5-1.2 5.5 0s3.5 1.2 5.5 0" className="fill-none stroke-accent/60" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

// The name is set in two tones: the first word in the text colour, the rest in the warm accent.
const [FIRST_WORD, ...restWords] = brand.name.split(' ');
const REST = restWords.join(' ');
const TEXT_X = 41;
// About 10.25 units per glyph at 18px bold; the text is stretched or squeezed to exactly this width.
const TEXT_LENGTH = Math.round(brand.name.length * 10.25);

/**
 * The brand wordmark as one SVG. `textLength` pins the word to the artwork width whatever font the system
 * substitutes, so the logo never overflows or shifts.
 */
export function Wordmark({ className, compact = false }: { className?: string; compact?: boolean }) {
  if (compact) {
    return (
      <svg viewBox="0 0 32 32" className={className} role="img" aria-label={brand.name}>
        <Emblem />
      </svg>
    );
  }
  return (
    <svg viewBox={`0 0 ${TEXT_X + TEXT_LENGTH + 2} 32`} className={className} role="img" aria-label={brand.name}>
      <svg x="0" y="0" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <Emblem />
      </svg>
      <text x={TEXT_X} y="22.5" textLength={TEXT_LENGTH} lengthAdjust="spacingAndGlyphs" className="fill-fg font-sans" fontSize="18" fontWeight="800">
        {FIRST_WORD}{' '}
        <tspan className="fill-primary" fontWeight="700">
          {REST}
        </tspan>
      </text>
    </svg>
  );
}
