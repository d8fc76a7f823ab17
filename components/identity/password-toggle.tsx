'use client';

/** Show/hide for a password field: a real button with a name that says what it will do. */
export function PasswordToggle({ shown, onToggle, showLabel, hideLabel }: { shown: boolean; onToggle: () => void; showLabel: string; hideLabel: string }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={shown}
      className="shrink-0 rounded-sm px-1.5 py-1 text-xs font-semibold text-accent hover:text-accent-hover"
    >
      {shown ? hideLabel : showLabel}
    </button>
  );
}
