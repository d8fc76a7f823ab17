import clsx from 'clsx';
import type { ReactNode } from 'react';

type PageShellProps = {
  title: ReactNode;
  intro?: ReactNode;
  /** Small line above the title (section name, breadcrumb, step). */
  eyebrow?: ReactNode;
  /** Buttons under the intro. */
  actions?: ReactNode;
  /** Decorative element beside the title on wide screens. */
  aside?: ReactNode;
  children?: ReactNode;
  /** prose: reading width for text pages; wide: the full content width for lobbies. */
  width?: 'prose' | 'wide';
  /** Names the page for end-to-end tests, e.g. `maintenance-page`. */
  testId?: string;
};

/** The one page frame for content pages: a title band, then the page body. */
export function PageShell({ title, intro, eyebrow, actions, aside, children, width = 'wide', testId }: PageShellProps) {
  return (
    <div data-testid={testId}>
      <div data-testid="title-band" className="band-glow border-b border-line bg-surface">
        <div className={clsx('mx-auto flex max-w-content items-start gap-10 px-4 md:px-6 xl:px-8', children ? 'py-10 md:py-14' : 'py-16 md:py-24')}>
          <div className="min-w-0 max-w-prose flex-1">
            {eyebrow ? <div className="mb-3 text-sm font-semibold text-primary">{eyebrow}</div> : null}
            <h1 className="text-2xl font-extrabold tracking-tight text-balance text-fg">{title}</h1>
            {intro ? <p className="mt-3 text-base text-pretty text-fg-muted md:text-lg">{intro}</p> : null}
            {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
          </div>
          {aside ? <div className="ml-auto hidden shrink-0 lg:block">{aside}</div> : null}
        </div>
      </div>
      {children ? (
        <div className="mx-auto max-w-content px-4 pb-16 pt-10 md:px-6 md:pb-24 md:pt-12 xl:px-8">
          <div className={clsx(width === 'prose' && 'max-w-prose')}>{children}</div>
        </div>
      ) : null}
    </div>
  );
}
