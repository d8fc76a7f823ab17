'use client';

import { useTranslations } from 'next-intl';
import { Notice } from './notice';
import { PendingWithdrawals } from './pending-withdrawals';
import { useWalletBalance } from './use-wallet-balance';
import { WithdrawForm } from './withdraw-form';

/** The withdraw page: the request form (once the balance is known) and the pending withdrawals. */
export function WithdrawPanel() {
  const t = useTranslations('wallet.withdraw');
  const wallet = useWalletBalance();
  return (
    <div>
      {wallet.data ? (
        <WithdrawForm wallet={wallet.data} />
      ) : wallet.isError ? (
        <Notice tone="error">{t('failed')}</Notice>
      ) : (
        <div className="skeleton h-40 max-w-xl rounded-lg" />
      )}
      <PendingWithdrawals />
    </div>
  );
}
