'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/identity/form-alert';
import { FormRefusal } from '@/components/identity/form-refusal';
import { buttonClasses } from '@/components/ui/button-classes';
import { currencySymbol, isCurrencyCode } from '@/lib/markets/currency';
import { WALLET_QUERY_KEYS } from '@/lib/wallet/query-keys';
import { amountFormSchema, parseAmountInput, type AmountFormValues } from '@/lib/wallet/ui-amount';
import { walletApi } from '@/lib/wallet/ui-api';
import { limitFor, orderByRecent, type DepositMethodOption } from '@/lib/wallet/ui-methods';
import { formatWalletMoney } from '@/lib/wallet/ui-money';
import { AmountField } from './amount-field';
import { MethodPicker } from './method-picker';
import { DepositLimitNotice, limitFieldsOf } from './deposit-limit-notice';
import { PlatformApiError } from '@/lib/api/errors';
import { DepositBonusPicker } from '@/components/bonus/deposit-bonus-picker';

/** The ?selectBonus= campaign a reward card linked to the deposit page with. */
function initialBonus(): number | null {
  if (typeof window === 'undefined') return null;
  const value = Number(new URLSearchParams(window.location.search).get('selectBonus'));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Pick a method, enter an amount, go to the provider's hosted cashier (which sends the player back here). */
export function DepositForm({ methods, currency, returnPath }: { methods: DepositMethodOption[]; currency: string; returnPath?: string }) {
  const t = useTranslations('wallet.deposit');
  const locale = useLocale();
  const recent = useQuery({ queryKey: WALLET_QUERY_KEYS.recentMethods, queryFn: walletApi.recentMethods });
  const ordered = orderByRecent(methods, recent.data?.paymentMethods ?? []);
  const [picked, setPicked] = useState(ordered[0]?.type);
  const [selectedBonusId, setSelectedBonusId] = useState<number | null>(null);
  // Unique per form: the header's modal can hold a second deposit form over the deposit page.
  const amountId = useId();
  const method = ordered.find((m) => m.type === picked) ?? ordered[0];
  const limit = (method && limitFor(method, currency)) ?? { min: 1, max: Number.MAX_SAFE_INTEGER };
  const form = useForm<AmountFormValues>({ resolver: zodResolver(amountFormSchema(limit.min, limit.max)), defaultValues: { amount: '' } });
  const money = (minor: number) => formatWalletMoney(minor, currency, locale);

  const deposit = useMutation({
    mutationFn: (amount: number) => walletApi.requestDeposit({ amount, paymentMethod: method!.type, ...(selectedBonusId === null ? {} : { selectedBonusId }) }),
    onSuccess: (answer) => {
      if (answer.result !== 'SUCCESS' || !answer.redirectUrl) return;
      const back = `${returnPath ?? window.location.pathname}?depositId=${answer.depositId ?? ''}`;
      window.location.assign(`${answer.redirectUrl}?return=${encodeURIComponent(back)}`);
    },
  });
  const refused = deposit.data && deposit.data.result !== 'SUCCESS' ? deposit.data.result : null;
  const limitRefusal = refused === 'SELF_LIMIT_REACHED' && deposit.data ? limitFieldsOf(deposit.data) : null;
  // The server's own check of the method's min and max (content), as a field error on the amount.
  const boundsIssue = deposit.error instanceof PlatformApiError ? deposit.error.fieldErrors.find((error) => error.field === 'amount')?.code : undefined;

  if (!method) return <p className="text-fg-muted">{t('noMethods')}</p>;
  const submit = form.handleSubmit(({ amount }) => {
    const minor = parseAmountInput(amount);
    if (minor !== null) deposit.mutate(minor);
  });
  const { errors, touchedFields } = form.formState;
  return (
    <FormRefusal refused={Boolean(limitRefusal || refused || boundsIssue || deposit.isError)}>
      <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-6" data-testid="deposit-form">
        <MethodPicker methods={ordered} picked={method.type} onPick={setPicked} recent={recent.data?.paymentMethods ?? []} currency={currency} />
        <AmountField
          id={amountId}
          registration={form.register('amount')}
          issue={errors.amount?.message}
          touched={Boolean(touchedFields.amount)}
          currencySymbol={isCurrencyCode(currency) ? currencySymbol(currency) : currency}
          min={money(limit.min)}
          max={money(limit.max)}
        />
        <DepositBonusPicker selected={selectedBonusId} onSelect={setSelectedBonusId} initial={initialBonus()} />
        {limitRefusal ? <DepositLimitNotice fields={limitRefusal} currency={currency} reached testId="deposit-limit-refusal" /> : null}
        <FormAlert testId="deposit-error">
          {limitRefusal
            ? null
            : refused
              ? t('refused')
              : boundsIssue
                ? t(boundsIssue === 'too_small' ? 'belowMethodMin' : 'aboveMethodMax')
                : deposit.isError
                  ? t('failed')
                  : null}
        </FormAlert>
        <button
          type="submit"
          disabled={deposit.isPending || (deposit.isSuccess && !refused)}
          className={buttonClasses({ variant: 'primary', size: 'lg' })}
          data-testid="deposit-submit"
        >
          {deposit.isPending || (deposit.isSuccess && !refused) ? t('redirecting') : t('submit', { method: method.title })}
        </button>
        <p className="text-sm text-fg-muted">{t('cashierNote')}</p>
      </form>
    </FormRefusal>
  );
}
