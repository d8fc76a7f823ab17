import clsx from 'clsx';

/** The 18+ mark: a circled figure, with a spoken label instead of "eighteen plus sign". */
export function AgeBadge({ label, age, className }: { label: string; age: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      className={clsx('grid size-12 shrink-0 place-items-center rounded-full text-base font-extrabold text-fg ring-2 ring-danger', className)}
    >
      <span aria-hidden="true">{age}+</span>
    </span>
  );
}
