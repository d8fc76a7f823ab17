'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { buttonClasses } from '@/components/ui/button-classes';
import { TRANSACTIONS_POLL_MS, WALLET_QUERY_KEYS } from '@/lib/wallet/query-keys';
import { TRANSACTION_PAGE_SIZE } from '@/lib/wallet/schemas';
import { walletApi } from '@/lib/wallet/ui-api';
import {
  filterWindow,
  hasActiveFilter,
  parseTransactionFilters,
  serializeTransactionFilters,
  type TransactionFilters,
} from '@/lib/wallet/ui-transaction-filters';
import { NetPositionCard } from './net-position-card';
import { Notice } from './notice';
import { TransactionFiltersForm } from './transaction-filters-form';
import { TransactionList } from './transaction-list';

/** Transaction history: filters in the URL, 10 per page, infinite scroll with a "load more" fallback. */
export function TransactionsView() {
  const t = useTranslations('wallet.history');
  const router = useRouter();
  const pathname = usePathname();
  const filters = parseTransactionFilters(new URLSearchParams(useSearchParams().toString()));
  // The window is anchored when the page (or its filters) open, so the query key stays stable between polls.
  const [now] = useState(() => new Date());
  const { from, to } = filterWindow(filters, now);
  const query = { category: filters.category, status: filters.status, from, to };
  const history = useInfiniteQuery({
    queryKey: WALLET_QUERY_KEYS.transactions(query),
    queryFn: ({ pageParam }) => walletApi.transactions({ ...query, limit: String(TRANSACTION_PAGE_SIZE), position: String(pageParam) }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.reduce((sum, page) => sum + page.transactions.length, 0) : undefined),
    staleTime: 0,
    refetchInterval: hasActiveFilter(filters) ? TRANSACTIONS_POLL_MS : false,
  });
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const change = (next: TransactionFilters) => {
    const search = serializeTransactionFilters(next);
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  };
  const transactions = history.data?.pages.flatMap((page) => page.transactions) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <NetPositionCard from={from} to={to} transactions={transactions} />
      <TransactionFiltersForm filters={filters} onChange={change} />
      <section aria-labelledby="history-heading" aria-busy={history.isFetching}>
        <h2 id="history-heading" className="sr-only">
          {t('listTitle')}
        </h2>
        {history.isPending ? (
          <div className="skeleton h-48 rounded-lg" />
        ) : history.isError ? (
          <Notice tone="error">{t('failed')}</Notice>
        ) : transactions.length === 0 ? (
          <p className="text-fg-muted" data-testid="transactions-empty">
            {t('empty')}
          </p>
        ) : (
          <TransactionList transactions={transactions} />
        )}
        <div ref={sentinel} />
        {hasNextPage ? (
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            className={buttonClasses({ variant: 'outline', className: 'mt-4' })}
          >
            {isFetchingNextPage ? t('loading') : t('loadMore')}
          </button>
        ) : null}
      </section>
    </div>
  );
}
