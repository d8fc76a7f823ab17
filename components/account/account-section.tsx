import type { ReactNode } from 'react';

/** One card of the account page: an h2 that names the region, an intro, then the form or the facts. */
export function AccountSection({
  id,
  title,
  intro,
  aside,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid={`account-${id}`}
      className="scroll-mt-24 rounded-lg bg-surface p-5 shadow-card ring-1 ring-inset ring-line md:p-6"
    >
      <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-prose">
          <h2 id={`${id}-title`} className="text-xl font-bold text-fg">
            {title}
          </h2>
          {intro ? <p className="mt-1 text-sm text-fg-muted">{intro}</p> : null}
        </div>
        {aside}
      </header>
      {children}
    </section>
  );
}

/** A small label beside a section title: the state of what it shows (locked, verified…), in words and not colour alone. */
export function SectionBadge({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span data-testid={testId} className="shrink-0 rounded-sm bg-raised px-2 py-0.5 text-xs font-semibold text-fg-muted ring-1 ring-inset ring-line-strong">
      {children}
    </span>
  );
}
