import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { IconComponent } from '@/components/ui/icons';

export type InfoCard = { id: string; title: ReactNode; body: ReactNode; icon?: IconComponent };

/** Titled cards in a responsive grid; headings default to h2, for cards directly under the page's h1. */
export function InfoCards({ items, columns = 3, headingLevel = 2 }: { items: InfoCard[]; columns?: 2 | 3; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={clsx('grid grid-cols-1 gap-4', items.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
      {items.map(({ id, title, body, icon: Icon }) => (
        <li key={id} className="rounded-lg bg-surface p-6 shadow-card ring-1 ring-inset ring-line">
          {Icon ? (
            <span aria-hidden="true" className="mb-4 grid size-11 place-items-center rounded-md bg-accent-soft text-accent">
              <Icon />
            </span>
          ) : null}
          <Heading className="text-base font-bold text-fg">{title}</Heading>
          <p className="mt-2 text-sm text-fg-muted">{body}</p>
        </li>
      ))}
    </ul>
  );
}
