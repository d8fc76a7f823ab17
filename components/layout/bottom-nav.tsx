'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MenuIcon } from '@/components/ui/icons';
import { Link, usePathname } from '@/i18n/navigation';
import { MenuDrawer } from './menu-drawer';
import { BOTTOM_NAV, isCurrentSection } from './nav-items';

const TAB = 'flex h-16 min-w-0 flex-1 flex-col items-center justify-center gap-1 text-xs font-semibold transition-colors';

/** Mobile bottom bar (below md). Its first tab opens the menu; the lobby's filter panel hooks in there later. */
export function BottomNav() {
  const t = useTranslations('nav');
  const a11y = useTranslations('a11y');
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <>
      <nav
        aria-label={a11y('bottomNav')}
        className="bottom-nav-safe fixed inset-x-0 bottom-0 z-bottomnav border-t border-line bg-surface/95 backdrop-blur-lg md:hidden"
      >
        <ul className="mx-auto flex max-w-content">
          <li className="flex min-w-0 flex-1">
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              className={clsx(TAB, menuOpen ? 'text-fg' : 'text-fg-muted hover:text-fg')}
            >
              <MenuIcon className="size-6" />
              <span className="max-w-full truncate px-1">{t('menu')}</span>
            </button>
          </li>
          {BOTTOM_NAV.map((item) => {
            const current = isCurrentSection(pathname, item.href);
            return (
              <li key={item.href} className="flex min-w-0 flex-1">
                <Link
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  className={clsx(TAB, 'relative', current ? 'text-primary' : 'text-fg-muted hover:text-fg')}
                >
                  <span aria-hidden="true" className={clsx('absolute inset-x-4 top-0 h-0.5 rounded-full', current ? 'bg-primary' : 'bg-transparent')} />
                  <item.icon className="size-6" />
                  {/* Five tabs share 320 px: a long translation is cut with an ellipsis, never clipped. */}
                  <span className="max-w-full truncate px-1">{t(item.shortLabel)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
    </>
  );
}
