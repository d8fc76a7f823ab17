'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { CrownIcon, HelpIcon, ShieldIcon } from '@/components/ui/icons';
import { Link, usePathname } from '@/i18n/navigation';
import { isCurrentSection, MAIN_NAV } from './nav-items';

const EXTRA_LINKS = [
  { href: '/vip', label: 'vip', icon: CrownIcon },
  { href: '/help-centre', label: 'help', icon: HelpIcon },
] as const;

const ROW = 'flex h-12 items-center gap-3 rounded-md px-3 text-base font-semibold transition-colors';

/** The mobile menu: every vertical (including Virtuals, which the bottom bar leaves out) and the help links. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('nav');
  const a11y = useTranslations('a11y');
  const footer = useTranslations('footer.links');
  const pathname = usePathname();

  return (
    <Dialog open={open} onClose={onClose} title={t('menu')} closeLabel={a11y('close')} placement="sheet">
      <nav aria-label={a11y('menuNav')}>
        <ul className="flex flex-col gap-1">
          {MAIN_NAV.map((item) => {
            const current = isCurrentSection(pathname, item.href);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={onClose}
                  aria-current={current ? 'page' : undefined}
                  className={clsx(ROW, current ? 'bg-raised text-fg' : 'text-fg-muted hover:bg-raised hover:text-fg')}
                >
                  <item.icon className={clsx('size-6', current && 'text-primary')} />
                  {t(item.label)}
                </Link>
              </li>
            );
          })}
        </ul>
        <ul className="mt-4 flex flex-col gap-1 border-t border-line pt-4">
          {EXTRA_LINKS.map((item) => (
            <li key={item.href}>
              <Link href={item.href} onClick={onClose} className={clsx(ROW, 'text-fg-muted hover:bg-raised hover:text-fg')}>
                <item.icon className="size-6" />
                {t(item.label)}
              </Link>
            </li>
          ))}
          <li>
            <Link href="/responsible-gambling" onClick={onClose} className={clsx(ROW, 'text-fg-muted hover:bg-raised hover:text-fg')}>
              <ShieldIcon className="size-6" />
              {footer('responsibleGambling')}
            </Link>
          </li>
        </ul>
      </nav>
    </Dialog>
  );
}
