'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { useAuthStore } from '@/lib/identity/ui-auth-store';
import { formatWalletMoney } from '@/lib/wallet/ui-money';
import { useWalletBalance } from './use-wallet-balance';

const ROW = 'flex items-baseline justify-between gap-4 py-1 text-sm';

/** The header's total balance; a click opens main, locked and bonus balances. Skeleton while loading (and until the session check). */
export function HeaderBalance() {
  const t = useTranslations('wallet.header');
  const locale = useLocale();
  // Asked once the session check accepted the cookie: a revoked one gets no 401 per widget, only the sign-out.
  const { data, isError } = useWalletBalance(useAuthStore((state) => state.authorized));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!data) {
    return (
      <div className="flex flex-col items-end leading-none">
        <span className="hidden text-xs text-fg-subtle md:block">{t('balance')}</span>
        {isError ? (
          <span className="text-sm text-fg-muted md:mt-1">{t('unavailable')}</span>
        ) : (
          <span className="skeleton block h-4 w-16 rounded-sm md:mt-1 md:w-20">
            <span className="sr-only">{t('loading')}</span>
          </span>
        )}
      </div>
    );
  }

  const money = (minor: number) => formatWalletMoney(minor, data.currency, locale);
  const bonus = data.sportsBonus + data.casinoBonus + data.liveCasinoBonus;
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex flex-col items-end rounded-md px-1 leading-none hover:bg-overlay"
        data-testid="header-balance"
      >
        {/* The visible word is decoration on wide screens; the name ("Balance €12.00") says it once at any width. */}
        <span aria-hidden="true" className="hidden text-xs text-fg-subtle md:block">
          {t('balance')}
        </span>
        <span className="text-sm font-bold tabular-nums text-fg md:mt-1" data-testid="header-balance-total">
          <span className="sr-only">{t('balance')} </span>
          {money(data.totalBalance)}
        </span>
        {data.lockedBalance > 0 ? (
          // The total still holds a pending withdrawal: say so, or the player sees money that seems spendable.
          <span className="mt-0.5 text-[0.6875rem] font-medium tabular-nums text-fg-muted" data-testid="header-balance-pending">
            {t('pendingShort', { amount: money(data.lockedBalance) })}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 top-12 z-dialog w-64 rounded-lg bg-surface p-3 shadow-raised ring-1 ring-line"
          data-testid="balance-breakdown"
        >
          <dl className="tabular-nums">
            <div className={ROW}>
              <dt className="text-fg-muted">{t('main')}</dt>
              <dd className="font-semibold text-fg" data-testid="balance-main">
                {money(data.mainBalance)}
              </dd>
            </div>
            <div className={ROW}>
              <dt className="text-fg-muted">{t('locked')}</dt>
              <dd className="font-semibold text-fg" data-testid="balance-locked">
                {money(data.lockedBalance)}
              </dd>
            </div>
            <div className={ROW}>
              <dt className="text-fg-muted">{t('bonus')}</dt>
              <dd className="font-semibold text-fg">{money(bonus)}</dd>
            </div>
            <div className={`${ROW} mt-1 border-t border-line pt-2`}>
              <dt className="font-semibold text-fg">{t('total')}</dt>
              <dd className="font-bold text-fg">{money(data.totalBalance)}</dd>
            </div>
          </dl>
          <Link href="/my-account/banking/transactions" onClick={() => setOpen(false)} className="mt-2 block text-sm font-semibold text-accent hover:underline">
            {t('history')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
