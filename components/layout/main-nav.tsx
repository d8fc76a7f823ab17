'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { isCurrentSection, MAIN_NAV } from './nav-items';

/** Desktop and tablet navigation to the verticals; hidden below md, where the bottom bar takes over. */
export function MainNav({ className }: { className?: string }) {
  const t = useTranslations('nav');
  const label = useTranslations('a11y')('mainNav');
  const pathname = usePathname();

  return (
    <nav aria-label={label} className={className}>
      <ul className="scroll-row flex items-center gap-1">
        {MAIN_NAV.map((item) => {
          const current = isCurrentSection(pathname, item.href);
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'relative flex h-12 items-center gap-2 rounded-md px-3 text-sm font-semibold transition-colors lg:h-16 lg:px-2.5 xl:px-3',
                  current ? 'text-fg' : 'text-fg-muted hover:text-fg',
                )}
              >
                {/* Icons make way for the labels on the single-row header at lg; there is room again from xl. */}
                <item.icon className="size-5 opacity-80 lg:hidden xl:block" />
                {t(item.label)}
                <span
                  aria-hidden="true"
                  className={clsx('absolute inset-x-3 bottom-0 h-0.5 rounded-full transition-colors', current ? 'bg-primary' : 'bg-transparent')}
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
