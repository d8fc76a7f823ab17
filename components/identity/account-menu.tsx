'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { UserIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { useSignOut } from './use-sign-out';

const ITEM = 'flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm font-semibold text-fg hover:bg-overlay focus-visible:bg-overlay';

/** The signed-in header menu: account, limits (one click to responsible-gambling tools) and sign-out. */
export function AccountMenu() {
  const t = useTranslations('login.menu');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={t('label')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        data-testid="account-menu-button"
        className="grid size-10 place-items-center rounded-full bg-raised text-fg ring-1 ring-inset ring-line transition-colors hover:bg-overlay hover:ring-line-strong"
      >
        <UserIcon />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 top-12 z-dialog w-64 rounded-lg bg-surface p-1.5 shadow-raised ring-1 ring-line"
          data-testid="account-menu"
        >
          <ul className="flex flex-col">
            <li>
              <Link href="/my-account" onClick={close} className={ITEM}>
                {t('account')}
              </Link>
            </li>
            <li>
              <Link href="/my-account/gambling-limits" onClick={close} className={ITEM}>
                {t('limits')}
              </Link>
            </li>
            <li className="mt-1 border-t border-line pt-1">
              <button
                type="button"
                onClick={() => {
                  close();
                  void signOut();
                }}
                className={ITEM}
                data-testid="sign-out"
              >
                {t('signOut')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
