'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatWalletMoney } from '@/lib/wallet/ui-money';
import type { DepositLimitFields } from '@/lib/limits/deposit-flow';
import { Notice } from './notice';

/**
 * The deposit flow's limit fields in words: how much may still be deposited and when the period resets, that a
 * deposit limit is reached, or that a spend limit is used up (deposits stay possible, play does not).
 */
export function DepositLimitNotice({
  fields,
  currency,
  reached,
  testId = 'deposit-limit',
}: {
  fields: DepositLimitFields;
  currency: string;
  reached: boolean;
  testId?: string;
}) {
  const t = useTranslations('wallet.deposit.limit');
  const format = useFormatter();
  const locale = useLocale();
  const values = {
    amount: formatWalletMoney(fields.limitLeft, currency, locale),
    date: format.dateTime(new Date(fields.resetOn), { dateStyle: 'medium', timeStyle: 'short' }),
    period: t(`period.${fields.limitType}`),
  };
  const message = fields.isSpendLimit ? t('spendUsedUp', values) : reached ? t('reached', values) : t('left', values);
  return (
    <Notice tone={reached ? 'error' : 'info'} testId={testId}>
      {message}{' '}
      <Link href="/my-account/gambling-limits" className="font-semibold underline">
        {t('manage')}
      </Link>
    </Notice>
  );
}

/** The fields when an answer carries all four. */
export function limitFieldsOf(answer: Partial<DepositLimitFields>): DepositLimitFields | null {
  const { isSpendLimit, limitLeft, limitType, resetOn } = answer;
  if (isSpendLimit === undefined || limitLeft === undefined || limitType === undefined || resetOn === undefined) return null;
  return { isSpendLimit, limitLeft, limitType, resetOn };
}
