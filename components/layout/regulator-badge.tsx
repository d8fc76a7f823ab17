import type { Regulator } from '@/lib/brand';

/** A generated, neutral badge for a licensing authority: a shield with the authority's monogram. */
export function RegulatorBadge({ regulator, label }: { regulator: Regulator; label: string }) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-raised px-3 py-2 ring-1 ring-inset ring-line">
      <svg viewBox="0 0 40 44" className="h-10 w-10 shrink-0" aria-hidden="true" focusable="false">
        <path d="M20 2 37 8v13c0 10.5-7 18.5-17 21C10 39.5 3 31.5 3 21V8z" className="fill-overlay stroke-line-strong" strokeWidth="1.5" />
        <text x="20" y="26" textAnchor="middle" className="fill-fg-muted font-sans" fontSize="10" fontWeight="800" letterSpacing="0.5">
          {regulator.monogram}
        </text>
      </svg>
      <span className="text-xs font-medium text-fg-muted">{label}</span>
    </div>
  );
}
