'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatWalletMoney } from '@/lib/wallet/ui-money';
import { Notice } from './notice';
import { useWalletBalance } from './use-wallet-balance';

const CARD = 'rounded-lg bg-surface p-4 shadow-card ring-1 ring-inset ring-line';

/** The banking hub's balances: cash, pending withdrawals (still the player's until paid), bonus funds and the total. */
export function BalanceSummary() {
  const t = useTranslations('wallet.header');
  const locale = useLocale();
  const { data, isError } = useWalletBalance();
  if (isError) return <Notice tone="error">{t('unavailable')}</Notice>;
  if (!data) return <div className="skeleton h-24 rounded-lg" aria-busy="true" aria-label={t('loading')} />;
  const money = (minor: number) => formatWalletMoney(minor, data.currency, locale);
  const items = [
    { key: 'main', value: data.mainBalance, testId: 'hub-balance-main' },
    { key: 'locked', value: data.lockedBalance, testId: 'hub-balance-locked' },
    { key: 'bonus', value: data.sportsBonus + data.casinoBonus + data.liveCasinoBonus, testId: 'hub-balance-bonus' },
    { key: 'total', value: data.totalBalance, testId: 'hub-balance-total' },
  ] as const;
  return (
    <dl className="mb-8 grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="balance-summary">
      {items.map((item) => (
        <div key={item.key} className={item.key === 'total' ? `${CARD} ring-line-strong` : CARD}>
          <dt className="text-sm text-fg-muted">{t(item.key)}</dt>
          <dd className="mt-1 text-lg font-bold tabular-nums text-fg" data-testid={item.testId}>
            {money(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
