'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button-classes';
import { PlatformApiError } from '@/lib/api/errors';
import { toast } from '@/lib/ui/toast-store';
import { WALLET_QUERY_KEYS } from '@/lib/wallet/query-keys';
import { walletApi } from '@/lib/wallet/ui-api';
import type { PendingWithdrawal } from '@/lib/wallet/schemas';
import { formatWalletMoney } from '@/lib/wallet/ui-money';

/** The player's pending withdrawals, each cancellable in full (the money returns to the main balance). */
export function PendingWithdrawals() {
  const t = useTranslations('wallet.withdraw');
  const locale = useLocale();
  const format = useFormatter();
  const queryClient = useQueryClient();
  const pending = useQuery({ queryKey: WALLET_QUERY_KEYS.pending, queryFn: walletApi.pendingWithdrawals, staleTime: 0 });
  const cancel = useMutation({
    mutationFn: (w: PendingWithdrawal) => walletApi.cancelWithdrawal({ pendingWithdrawalId: w.pendingWithdrawalId, amount: w.amount, cancelByPlayer: true }),
    onSuccess: () => toast({ kind: 'success', message: t('cancelled') }),
    onError: (error) => {
      const code = error instanceof PlatformApiError ? error.code : '';
      toast({
        kind: 'error',
        message: t(code === 'error.withdrawal.cancel.limit_reached' ? 'cancelLimit' : code === 'error.withdrawal.not_pending' ? 'notPending' : 'cancelFailed'),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEYS.all }),
  });
  const rows = pending.data?.pendingWithdrawals ?? [];
  return (
    <section aria-labelledby="pending-heading" className="mt-10" data-testid="pending-withdrawals">
      <h2 id="pending-heading" className="text-lg font-bold text-fg">
        {t('pendingTitle')}
      </h2>
      {pending.isPending ? (
        <div className="skeleton mt-3 h-16 max-w-xl rounded-lg" />
      ) : pending.isError ? (
        <p className="mt-2 text-sm text-fg-muted" role="alert">
          {t('pendingFailed')}
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-2 text-sm text-fg-muted">{t('noPending')}</p>
      ) : (
        <ul className="mt-3 flex max-w-xl flex-col gap-2">
          {rows.map((w) => (
            <li
              key={w.pendingWithdrawalId}
              className="flex items-center justify-between gap-4 rounded-lg bg-surface p-3 ring-1 ring-inset ring-line"
              data-testid="pending-withdrawal"
            >
              <span>
                <span className="block font-semibold tabular-nums text-fg">{formatWalletMoney(w.amount, w.currency, locale)}</span>
                <span className="block text-xs text-fg-muted">
                  {format.dateTime(new Date(w.transactionDate), { dateStyle: 'medium', timeStyle: 'short' })} · {w.referenceId}
                </span>
              </span>
              <button
                type="button"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(w)}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                aria-label={t('cancelLabel', { amount: formatWalletMoney(w.amount, w.currency, locale) })}
              >
                {t('cancel')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
