import clsx from 'clsx';

type StepIndicatorProps = { label: string; steps: string[]; current: number; stepOf: (current: number, total: number) => string };

/** Multi-step flows show where the player is: numbered steps, the current one marked for assistive tech too. */
export function StepIndicator({ label, steps, current, stepOf }: StepIndicatorProps) {
  return (
    <nav aria-label={label}>
      <p className="text-sm font-semibold text-fg-muted">{stepOf(current + 1, steps.length)}</p>
      <ol className="mt-3 grid grid-cols-4 gap-2">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
              <span className={clsx('block h-1 rounded-full', state === 'todo' ? 'bg-line' : 'bg-primary')} />
              <span className={clsx('mt-2 flex items-center gap-2 text-xs font-semibold md:text-sm', state === 'todo' ? 'text-fg-subtle' : 'text-fg')}>
                <span
                  aria-hidden="true"
                  className={clsx(
                    'hidden size-6 shrink-0 place-items-center rounded-full text-xs md:grid',
                    state === 'todo' ? 'bg-raised text-fg-subtle ring-1 ring-inset ring-line' : 'bg-primary text-primary-fg',
                  )}
                >
                  {index + 1}
                </span>
                <span className="truncate">{step}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
