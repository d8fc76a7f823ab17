'use client';

import { useFormatter, useLocale, useTimeZone, useTranslations } from 'next-intl';
import type { Transaction } from '@/lib/wallet/schemas';
import { groupByDay } from '@/lib/wallet/ui-day-groups';
import { formatSignedMoney } from '@/lib/wallet/ui-money';

/** Transactions grouped by day in the player's time zone; amounts right-aligned with sign and a credit/debit label. */
export function TransactionList({ transactions }: { transactions: Transaction[] }) {
  const t = useTranslations('wallet.history');
  const locale = useLocale();
  const format = useFormatter();
  const timeZone = useTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const rows = groupByDay(transactions, timeZone);
  return (
    <ol className="flex flex-col" data-testid="transaction-list">
      {rows.map((row) => (
        <li key={row.referenceId} data-testid="transaction-row">
          {row.firstInGroup ? (
            <h3 className="mt-4 border-b border-line pb-1 text-xs font-semibold uppercase tracking-wide text-fg-subtle">
              {format.dateTime(new Date(row.transactionDate), { dateStyle: 'full', timeZone })}
            </h3>
          ) : null}
          <div className="flex items-start justify-between gap-4 border-b border-line/60 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-fg">
                {t(`type.${row.type}`)}
                {row.gameName ? <span data-testid="transaction-game"> · {row.gameName}</span> : null}{' '}
                <span className="text-sm font-normal text-fg-muted">· {t(`category.${row.category}`)}</span>
              </p>
              <p className="text-xs text-fg-muted">
                {format.dateTime(new Date(row.transactionDate), { timeStyle: 'short', timeZone })} · {t(`status.${row.status}`)} · {row.referenceId}
              </p>
            </div>
            <div className="shrink-0 text-right tabular-nums">
              <p className="font-bold text-fg">
                <span className="sr-only">{t(row.amount >= 0 ? 'credit' : 'debit')} </span>
                {formatSignedMoney(row.amount, row.currency, locale)}
              </p>
              <p className="text-xs text-fg-muted" aria-hidden="true">
                {t(row.amount >= 0 ? 'credit' : 'debit')}
              </p>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
