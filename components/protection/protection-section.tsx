'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Notice } from '@/components/wallet/notice';
import { PlatformApiError } from '@/lib/api/errors';
import { reloadTo, setFlash } from '@/lib/identity/ui-flash';
import { signOutEverywhere } from '@/lib/identity/ui-session';
import { exclusionEnd, timeoutEnd } from '@/lib/protection/policy';
import { EXCLUSION_SUCCESS_TOAST, TIMEOUT_SUCCESS_TOAST } from '@/lib/protection/schemas';
import { exclusionBodyOf, INDEFINITE, protectionApi, PROTECTION_QUERY_KEY } from '@/lib/protection/ui-api';
import { BlockForm, type BlockOption } from './block-form';

/**
 * The time-out and self-exclusion part of /my-account/gambling-limits (identity-and-account §3 "Gambling state" and
 * identity-and-account §7): the lengths the player's market offers (GET /timeout/cooling), a confirmation that says it cannot be undone,
 * then the spec's success toast and sign-out. The server has already ended every session; this clears the page.
 */
export function ProtectionSection() {
  const t = useTranslations('player.responsibleGambling');
  const format = useFormatter();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: PROTECTION_QUERY_KEY, queryFn: protectionApi.state, staleTime: 0 });
  const date = (at: Date) => format.dateTime(at, { dateStyle: 'long' });

  // The toast shows on the home page after the sign-out, which has no `player` messages: it travels translated.
  const finish = async (key: typeof TIMEOUT_SUCCESS_TOAST | typeof EXCLUSION_SUCCESS_TOAST, values: Record<string, string>) => {
    await signOutEverywhere(queryClient);
    const message = key === TIMEOUT_SUCCESS_TOAST ? t('timeout.success.toast', values) : t('exclusion.success.toast');
    setFlash({ kind: 'success', key, values, message });
    reloadTo(`/${locale}`);
  };
  const timeout = useMutation({
    mutationFn: (days: number) => protectionApi.timeout(days),
    onSuccess: (answer) => finish(TIMEOUT_SUCCESS_TOAST, { date: answer.timeout.until ? date(new Date(answer.timeout.until)) : '' }),
  });
  const exclusion = useMutation({
    mutationFn: (choice: string) => protectionApi.exclusion(exclusionBodyOf(choice)),
    onSuccess: () => finish(EXCLUSION_SUCCESS_TOAST, {}),
  });
  const errorOf = (error: unknown) => {
    if (!error) return null;
    if (error instanceof PlatformApiError && error.code === 'error.protection.period.not_allowed') return t('protection.notAllowed');
    return t('protection.failed');
  };

  return (
    <section aria-labelledby="protection-title" className="flex flex-col gap-4" data-testid="protection">
      <div>
        <h2 id="protection-title" className="text-xl font-bold text-fg">
          {t('protection.title')}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-fg-muted">{t('protection.intro')}</p>
      </div>
      {state.isPending ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-busy="true">
          <div className="skeleton h-72 rounded-lg" />
          <div className="skeleton h-72 rounded-lg" />
          <span className="sr-only">{t('protection.loading')}</span>
        </div>
      ) : state.isError ? (
        <Notice tone="error">{t('protection.loadFailed')}</Notice>
      ) : (
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
          <BlockForm
            kind="timeout"
            title={t('protection.timeout.title')}
            intro={t('protection.timeout.intro')}
            options={state.data.choices.timeoutDays.map((days) => ({ value: String(days), label: t('protection.timeout.option', { days }) }))}
            summaryOf={(choice) => t('protection.confirm.timeout', { date: date(timeoutEnd(new Date(), Number(choice))) })}
            onConfirm={async (choice) => {
              await timeout.mutateAsync(Number(choice)).catch(() => undefined);
            }}
            errorMessage={errorOf(timeout.error)}
            pending={timeout.isPending || timeout.isSuccess}
          />
          <BlockForm
            kind="exclusion"
            title={t('protection.exclusion.title')}
            intro={
              <>
                <p>
                  {t('protection.exclusion.intro', { min: Math.min(...state.data.choices.exclusionMonths), hours: state.data.choices.exclusionDelayInHours })}
                </p>
                <p className="mt-1">{t('protection.exclusion.payout')}</p>
                {state.data.choices.nationalRegisterUrl ? (
                  <p className="mt-1">
                    {t('protection.exclusion.national')}{' '}
                    <a
                      href={state.data.choices.nationalRegisterUrl}
                      className="font-semibold text-accent underline underline-offset-2"
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      {t('protection.exclusion.nationalLink')}
                    </a>
                  </p>
                ) : null}
              </>
            }
            options={[
              ...state.data.choices.exclusionMonths.map((months): BlockOption => ({
                value: String(months),
                label: t('protection.exclusion.option', { months }),
              })),
              ...(state.data.choices.indefinite
                ? [{ value: INDEFINITE, label: t('protection.exclusion.indefinite'), hint: t('protection.exclusion.indefiniteHint') }]
                : []),
            ]}
            summaryOf={(choice) => {
              const end = exclusionEnd(new Date(), exclusionBodyOf(choice));
              return end ? t('protection.confirm.exclusion', { date: date(end) }) : t('protection.confirm.exclusionIndefinite');
            }}
            onConfirm={async (choice) => {
              await exclusion.mutateAsync(choice).catch(() => undefined);
            }}
            errorMessage={errorOf(exclusion.error)}
            pending={exclusion.isPending || exclusion.isSuccess}
          />
        </div>
      )}
    </section>
  );
}
