import { TRANSACTION_CATEGORIES, TRANSACTION_STATUSES, type TransactionCategory, type TransactionStatus } from './enums';

/** The quick windows (spec: last 24 or 72 hours); 'custom' uses from/to dates. */
export const TRANSACTION_WINDOWS = ['24h', '72h', 'custom'] as const;
export type TransactionWindow = (typeof TRANSACTION_WINDOWS)[number];

export interface TransactionFilters {
  category?: TransactionCategory;
  status?: TransactionStatus;
  window: TransactionWindow;
  /** yyyy-mm-dd, with window 'custom'. */
  from?: string;
  to?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const pick = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((item) => item === value);

/** Filters from the page's URL; anything unknown is dropped rather than trusted (the URL is player-editable). */
export function parseTransactionFilters(params: URLSearchParams): TransactionFilters {
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const window = pick(TRANSACTION_WINDOWS, params.get('window')) ?? '24h';
  return {
    category: pick(TRANSACTION_CATEGORIES, params.get('category')),
    status: pick(TRANSACTION_STATUSES, params.get('status')),
    window,
    from: window === 'custom' && from && DATE.test(from) ? from : undefined,
    to: window === 'custom' && to && DATE.test(to) ? to : undefined,
  };
}

/** The URL query for filters (defaults left out, so the plain page has a clean URL). */
export function serializeTransactionFilters(filters: TransactionFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.status) params.set('status', filters.status);
  if (filters.window !== '24h') params.set('window', filters.window);
  if (filters.window === 'custom' && filters.from) params.set('from', filters.from);
  if (filters.window === 'custom' && filters.to) params.set('to', filters.to);
  return params.toString();
}

/** Whether the player narrowed the list (spec games-wallet-bonuses §9: poll every 30 s while a filter is applied). */
export function hasActiveFilter(filters: TransactionFilters): boolean {
  return Boolean(filters.category || filters.status || filters.window !== '24h');
}

const HOUR_MS = 3_600_000;

/**
 * The API window (ISO instants) for the filters at `now`. Custom dates are whole days in UTC: `to` inclusive of
 * its day, so the API's exclusive `to` is the next midnight. Quick windows leave `to` open, so polling picks up
 * what happens after the page opened.
 */
export function filterWindow(filters: TransactionFilters, now: Date): { from: string; to?: string } {
  if (filters.window === 'custom') {
    const from = filters.from ? new Date(`${filters.from}T00:00:00Z`) : new Date(now.getTime() - 72 * HOUR_MS);
    const to = filters.to ? new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + 24 * HOUR_MS) : now;
    return { from: from.toISOString(), to: to.toISOString() };
  }
  const hours = filters.window === '72h' ? 72 : 24;
  return { from: new Date(now.getTime() - hours * HOUR_MS).toISOString() };
}
