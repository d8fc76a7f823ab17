'use client';

import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import type { PaymentMethodType } from '@/lib/payments/methods';
import { limitFor, type DepositMethodOption } from '@/lib/wallet/ui-methods';
import { formatWalletMoney } from '@/lib/wallet/ui-money';

type Props = {
  methods: DepositMethodOption[];
  picked: PaymentMethodType;
  onPick: (type: PaymentMethodType) => void;
  recent: readonly PaymentMethodType[];
  currency: string;
};

/** The payment methods as a radio group: recently used first and marked, each with its limits and timing. */
export function MethodPicker({ methods, picked, onPick, recent, currency }: Props) {
  const t = useTranslations('wallet.deposit');
  const locale = useLocale();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-fg">{t('method')}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 md:grid-cols-2">
        {methods.map((method) => {
          const limit = limitFor(method, currency);
          return (
            <label
              key={method.type}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-lg bg-surface p-3 ring-1 ring-inset transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
                picked === method.type ? 'ring-accent' : 'ring-line hover:ring-line-strong',
              )}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method.type}
                checked={picked === method.type}
                onChange={() => onPick(method.type)}
                className="mt-1 accent-current"
              />
              <span className="min-w-0">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-fg">
                  {method.title}
                  {recent.includes(method.type) ? (
                    <span className="whitespace-nowrap rounded-sm bg-raised px-1.5 py-0.5 text-xs font-semibold text-fg-muted">{t('recent')}</span>
                  ) : null}
                </span>
                {limit ? (
                  <span className="block text-xs tabular-nums text-fg-muted">
                    {t('limits', { min: formatWalletMoney(limit.min, currency, locale), max: formatWalletMoney(limit.max, currency, locale) })}
                  </span>
                ) : null}
                {method.processTime ? <span className="block text-xs text-fg-muted">{method.processTime}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
