'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { ACCOUNT_GROUPS, ACCOUNT_OVERVIEW, type AccountLink } from './account-links';

const ALL_LINKS: AccountLink[] = [ACCOUNT_OVERVIEW, ...ACCOUNT_GROUPS.flatMap((group) => group.links)];

/** Account sub-navigation: a scrolling row of pills below lg, a grouped sidebar from lg. */
export function AccountNav() {
  const t = useTranslations('account');
  const a11y = useTranslations('a11y');
  const pathname = usePathname();
  const current = (href: string) => (pathname === href ? 'page' : undefined);
  const pills = useRef<HTMLUListElement>(null);

  // On small screens the pill row scrolls sideways: bring the current page's pill into view.
  useEffect(() => {
    const list = pills.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && active) list.scrollLeft = active.offsetLeft - list.clientWidth / 2 + active.clientWidth / 2;
  }, [pathname]);

  return (
    <nav aria-label={a11y('accountNav')}>
      <ul ref={pills} className="scroll-row relative -mx-4 flex gap-2 px-4 pb-2 lg:hidden">
        {ALL_LINKS.map((link) => (
          <li key={link.href} className="shrink-0">
            <Link
              href={link.href}
              aria-current={current(link.href)}
              className={clsx(
                'inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition-colors',
                current(link.href) ? 'bg-fg text-canvas ring-fg' : 'bg-surface text-fg-muted ring-line hover:text-fg hover:ring-line-strong',
              )}
            >
              {t(`nav.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <div className="hidden rounded-xl bg-surface p-3 ring-1 ring-inset ring-line lg:block">
        <SidebarLink link={ACCOUNT_OVERVIEW} label={t(`nav.${ACCOUNT_OVERVIEW.key}`)} current={current(ACCOUNT_OVERVIEW.href)} />
        {ACCOUNT_GROUPS.map((group) => (
          <div key={group.key} className="mt-3 border-t border-line pt-3">
            <p className="flex items-center gap-2 px-3 pb-1 text-xs font-bold uppercase tracking-wider text-fg-subtle">
              <group.icon className="size-4" />
              {t(`groups.${group.key}`)}
            </p>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <SidebarLink link={link} label={t(`nav.${link.key}`)} current={current(link.href)} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

function SidebarLink({ link, label, current }: { link: AccountLink; label: string; current?: 'page' }) {
  return (
    <Link
      href={link.href}
      aria-current={current}
      className={clsx(
        'flex h-10 items-center rounded-md px-3 text-sm font-semibold transition-colors',
        current ? 'bg-raised text-fg shadow-card' : 'text-fg-muted hover:bg-raised hover:text-fg',
      )}
    >
      {label}
    </Link>
  );
}
