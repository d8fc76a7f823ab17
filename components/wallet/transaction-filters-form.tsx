'use client';

import { useTranslations } from 'next-intl';
import { TRANSACTION_CATEGORIES, TRANSACTION_STATUSES } from '@/lib/wallet/enums';
import { TRANSACTION_WINDOWS, type TransactionFilters } from '@/lib/wallet/ui-transaction-filters';

const FIELD = 'min-h-11 rounded-md bg-raised px-3 text-sm text-fg ring-1 ring-inset ring-line focus-visible:ring-2 focus-visible:ring-accent';

/** Category, status and period; every change is written to the URL by the caller. */
export function TransactionFiltersForm({ filters, onChange }: { filters: TransactionFilters; onChange: (next: TransactionFilters) => void }) {
  const t = useTranslations('wallet.history');
  const set = (patch: Partial<TransactionFilters>) => onChange({ ...filters, ...patch });
  return (
    <form className="grid grid-cols-1 gap-3 md:grid-cols-3" onSubmit={(event) => event.preventDefault()} aria-label={t('filters')}>
      <label className="flex flex-col gap-1 text-sm font-semibold text-fg">
        {t('categoryLabel')}
        <select
          className={FIELD}
          value={filters.category ?? ''}
          onChange={(e) => set({ category: (e.target.value || undefined) as TransactionFilters['category'] })}
          data-testid="filter-category"
        >
          <option value="">{t('all')}</option>
          {TRANSACTION_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`category.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-fg">
        {t('statusLabel')}
        <select className={FIELD} value={filters.status ?? ''} onChange={(e) => set({ status: (e.target.value || undefined) as TransactionFilters['status'] })}>
          <option value="">{t('all')}</option>
          {TRANSACTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-fg">
        {t('periodLabel')}
        <select className={FIELD} value={filters.window} onChange={(e) => set({ window: e.target.value as TransactionFilters['window'] })}>
          {TRANSACTION_WINDOWS.map((w) => (
            <option key={w} value={w}>
              {t(`window.${w}`)}
            </option>
          ))}
        </select>
      </label>
      {filters.window === 'custom' ? (
        <>
          <label className="flex flex-col gap-1 text-sm font-semibold text-fg">
            {t('from')}
            <input type="date" className={FIELD} value={filters.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-fg">
            {t('to')}
            <input type="date" className={FIELD} value={filters.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} />
          </label>
        </>
      ) : null}
    </form>
  );
}
