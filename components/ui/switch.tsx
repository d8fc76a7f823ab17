'use client';

import clsx from 'clsx';

type SwitchProps = {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Id of the element naming the switch. */
  labelledBy: string;
  describedBy?: string;
  /** Locked switches stay focusable so screen-reader users still hear that they exist and are on. */
  locked?: boolean;
};

export function Switch({ id, checked, onChange, labelledBy, describedBy, locked = false }: SwitchProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-disabled={locked || undefined}
      onClick={() => {
        if (!locked) onChange(!checked);
      }}
      className={clsx(
        'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full p-1 transition-colors duration-150',
        checked ? 'bg-accent' : 'bg-overlay ring-1 ring-inset ring-line-strong',
        locked && 'cursor-not-allowed opacity-70',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'grid size-6 place-items-center rounded-full shadow-card transition-transform duration-150',
          checked ? 'translate-x-6 bg-accent-fg text-accent' : 'translate-x-0 bg-fg-subtle text-overlay',
        )}
      >
        <svg viewBox="0 0 12 12" width="12" height="12" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
          {checked ? <path d="m3 6.2 2 2 4-4.4" /> : <path d="M3.5 6h5" />}
        </svg>
      </span>
    </button>
  );
}
