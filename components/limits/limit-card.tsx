'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/identity/form-alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { AmountField } from '@/components/wallet/amount-field';
import { PlatformApiError } from '@/lib/api/errors';
import { limitBounds } from '@/lib/limits/bounds';
import type { LimitPeriod, LimitType } from '@/lib/limits/enums';
import type { LimitEntry, PatchLimitBody } from '@/lib/limits/schemas';
import { limitErrorKey, limitsApi, LIMITS_QUERY_KEYS } from '@/lib/limits/ui-api';
import { currencySymbol, isCurrencyCode } from '@/lib/markets';
import { toast } from '@/lib/ui/toast-store';
import { amountFormSchema, parseAmountInput, type AmountFormValues } from '@/lib/wallet/ui-amount';
import { formatWalletMoney } from '@/lib/wallet/ui-money';

type Props = { type: LimitType; period: LimitPeriod; entry: LimitEntry; currency: string };

const NOTIFICATION_KEYS = {
  updated: 'updated',
  'update.received': 'update.received',
  'removal.received': 'removal.received',
  canceled: 'canceled',
} as const;

/** One period's limit: what is in force, how much is used, what is pending, and the form to change it. */
export function LimitCard({ type, period, entry, currency }: Props) {
  const t = useTranslations('player.responsibleGambling');
  const format = useFormatter();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const bounds = limitBounds(currency);
  const money = (minor: number) => formatWalletMoney(minor, currency, locale);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const form = useForm<AmountFormValues>({ resolver: zodResolver(amountFormSchema(Number(bounds.min), Number(bounds.max))), defaultValues: { amount: '' } });

  const change = useMutation({
    mutationFn: (body: PatchLimitBody) => limitsApi.patch(type, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(LIMITS_QUERY_KEYS.of(type), answer);
      form.reset({ amount: '' });
      if (answer.notification) {
        const key = NOTIFICATION_KEYS[answer.notification];
        toast({ kind: 'success', message: t(type === 'loss' ? `limit.notification.spendlimit.${key}` : `limit.notification.${key}`) });
      }
    },
  });
  const errorKey = change.error instanceof PlatformApiError ? limitErrorKey(change.error.code, period) : null;
  const submit = form.handleSubmit(({ amount }) => {
    const minor = parseAmountInput(amount);
    if (minor !== null) change.mutate({ duration: period, limit: minor });
  });

  const usedShare = entry.value ? Math.min(100, Math.round((entry.used / entry.value) * 100)) : 0;
  const titleId = `limit-${type}-${period}`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg bg-surface p-5 shadow-card ring-1 ring-inset ring-line"
      data-testid={`limit-${type}-${period}`}
    >
      <header className="flex items-baseline justify-between gap-3">
        <h3 id={titleId} className="text-base font-bold text-fg">
          {t(`page.period.${period}`)}
        </h3>
        {entry.locked ? <span className="rounded-sm bg-raised px-2 py-0.5 text-xs font-semibold text-fg-muted">{t('page.lockedBadge')}</span> : null}
      </header>

      {entry.value === null ? (
        <p className="text-sm text-fg-muted" data-testid="limit-value">
          {t('page.noLimit')}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-2xl font-extrabold tabular-nums text-fg" data-testid="limit-value">
            {money(entry.value)}
          </p>
          <div
            className="h-2 overflow-hidden rounded-full bg-raised"
            role="progressbar"
            aria-label={t('page.usedLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={usedShare}
          >
            <div className={clsx('h-full rounded-full', usedShare >= 100 ? 'bg-danger' : 'bg-accent')} style={{ width: `${usedShare}%` }} />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm tabular-nums">
            <dt className="text-fg-muted">{t('page.used')}</dt>
            <dd className="text-right font-semibold text-fg">{money(entry.used)}</dd>
            <dt className="text-fg-muted">{t('page.remaining')}</dt>
            <dd className="text-right font-semibold text-fg" data-testid="limit-remaining">
              {money(entry.remaining ?? 0)}
            </dd>
            {entry.resetAt ? (
              <>
                <dt className="text-fg-muted">{t('page.resetsOn')}</dt>
                <dd className="text-right text-fg">{date(entry.resetAt)}</dd>
              </>
            ) : null}
          </dl>
        </div>
      )}

      {entry.pendingDate ? (
        <div className="flex flex-col gap-2 rounded-md bg-raised px-3 py-2.5 text-sm text-fg ring-1 ring-inset ring-line-strong" data-testid="limit-pending">
          <p>
            {entry.pendingValue === null
              ? t('page.pendingRemoval', { date: date(entry.pendingDate) })
              : t('page.pendingIncrease', { amount: money(entry.pendingValue), date: date(entry.pendingDate) })}
          </p>
          {!entry.locked ? (
            <button
              type="button"
              onClick={() => change.mutate({ duration: period, cancelPendingLimit: true })}
              disabled={change.isPending}
              className={clsx(buttonClasses({ variant: 'outline', size: 'sm' }), 'self-start')}
            >
              {t('page.cancelPending')}
            </button>
          ) : null}
        </div>
      ) : null}

      {entry.locked ? (
        <p className="text-sm text-fg-muted">{t('limit.locked')}</p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <AmountField
            id={`limit-amount-${type}-${period}`}
            registration={form.register('amount')}
            issue={form.formState.errors.amount?.message}
            touched={Boolean(form.formState.touchedFields.amount)}
            currencySymbol={isCurrencyCode(currency) ? currencySymbol(currency) : currency}
            min={money(Number(bounds.min))}
            max={money(Number(bounds.max))}
          />
          <FormAlert testId={`limit-error-${type}-${period}`}>{change.isError ? (errorKey ? t(errorKey) : t('page.failed')) : null}</FormAlert>
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={change.isPending} className={buttonClasses({ variant: 'primary', size: 'md' })}>
              {entry.value === null ? t('page.set') : t('page.change')}
            </button>
            {entry.value !== null && !(entry.pendingDate && entry.pendingValue === null) ? (
              <button
                type="button"
                onClick={() => change.mutate({ duration: period, deleteLimit: true })}
                disabled={change.isPending}
                className={buttonClasses({ variant: 'ghost', size: 'md' })}
              >
                {t('page.remove')}
              </button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
