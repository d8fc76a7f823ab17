import type { PaymentMethodType } from '@/lib/payments/methods';
import type { DepositMethodOption } from './schemas';

/** What the deposit form needs of a content payment method: the deposit_methods answer's entries (./schemas). */
export type { DepositMethodOption };

/** The method's limits in the wallet's currency, else EUR (the platform's base currency), else none. */
export function limitFor(method: DepositMethodOption, currency: string): { min: number; max: number } | null {
  return method.limits.find((l) => l.currency === currency) ?? method.limits.find((l) => l.currency === 'EUR') ?? null;
}

/** Recently used methods first (most recent first), then the content's own order. Pure, stable. */
export function orderByRecent<T extends { type: PaymentMethodType }>(methods: readonly T[], recent: readonly PaymentMethodType[]): T[] {
  const rank = (type: PaymentMethodType) => {
    const index = recent.indexOf(type);
    return index === -1 ? recent.length : index;
  };
  return methods
    .map((method, index) => ({ method, index }))
    .sort((a, b) => rank(a.method.type) - rank(b.method.type) || a.index - b.index)
    .map(({ method }) => method);
}
