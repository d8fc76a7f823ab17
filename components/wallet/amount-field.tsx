'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/identity/form-field';

type Props = {
  id: string;
  registration: UseFormRegisterReturn<'amount'>;
  /** Issue code from amountFormSchema, if any. */
  issue?: string;
  touched: boolean;
  currencySymbol: string;
  /** Formatted bounds for the help text and the error. */
  min: string;
  max: string;
};

/** The amount input shared by deposit and withdrawal: decimal text, bounds in the help, errors in words. */
export function AmountField({ id, registration, issue, touched, currencySymbol, min, max }: Props) {
  const t = useTranslations('wallet.form');
  const error = issue ? t(issue as 'required', { min, max }) : undefined;
  return (
    <FormField
      id={id}
      label={t('amount')}
      help={t('bounds', { min, max })}
      error={error}
      state={error ? 'touched-error' : touched ? 'success' : 'untouched'}
      validLabel={t('valid')}
      inputMode="decimal"
      autoComplete="off"
      leading={
        <span className="text-fg-muted" aria-hidden="true">
          {currencySymbol}
        </span>
      }
      {...registration}
    />
  );
}
