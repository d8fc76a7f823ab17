'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/identity/form-alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { REALITY_CHECK_SETTINGS } from '@/lib/reality-check/enums';
import { patchActivityTimerSettingsBodySchema, type PatchActivityTimerSettingsBody } from '@/lib/reality-check/schemas';
import { REALITY_CHECK_QUERY_KEYS, realityCheckApi } from '@/lib/reality-check/ui-api';
import { toast } from '@/lib/ui/toast-store';

/**
 * The reality-check section of the gambling-limits page (identity-and-account §3): choose 30, 60 or 120 minutes
 * or no reminder, see when the next one is due, and restart the timer (the spec's "reset by link").
 */
export function RealityCheckSettings() {
  const t = useTranslations('realityCheck');
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: REALITY_CHECK_QUERY_KEYS.settings, queryFn: realityCheckApi.settings, staleTime: 0 });
  const minutes = useQuery({ queryKey: REALITY_CHECK_QUERY_KEYS.minutes, queryFn: realityCheckApi.minutesRemaining, staleTime: 0 });
  const form = useForm<PatchActivityTimerSettingsBody>({
    resolver: zodResolver(patchActivityTimerSettingsBodySchema),
    defaultValues: { settings: 'TWO_HOURS' },
  });
  const current = settings.data?.settings;
  useEffect(() => {
    if (current) form.reset({ settings: current });
  }, [current, form]);

  const save = useMutation({
    mutationFn: (body: PatchActivityTimerSettingsBody) => realityCheckApi.saveSettings(body.settings),
    onSuccess: (answer) => {
      queryClient.setQueryData(REALITY_CHECK_QUERY_KEYS.settings, answer);
      // The next reminder under the new setting, asked at once (the shell's timer asks again within a minute).
      realityCheckApi.minutesRemaining().then(
        (minutesAnswer) => queryClient.setQueryData(REALITY_CHECK_QUERY_KEYS.minutes, minutesAnswer),
        () => undefined,
      );
      toast({ kind: 'success', message: t('settings.saved') });
    },
  });
  const reset = useMutation({
    mutationFn: realityCheckApi.reset,
    onSuccess: (answer) => {
      queryClient.setQueryData(REALITY_CHECK_QUERY_KEYS.minutes, answer);
      void queryClient.invalidateQueries({ queryKey: REALITY_CHECK_QUERY_KEYS.summary });
      toast({ kind: 'success', message: t('settings.resetDone') });
    },
  });
  const submit = form.handleSubmit((body) => save.mutate(body));
  const remaining = minutes.data?.minutesRemaining;

  return (
    <section aria-labelledby="reality-check-title" className="flex flex-col gap-4" data-testid="reality-check-settings">
      <div>
        <h2 id="reality-check-title" className="text-xl font-bold text-fg">
          {t('settings.title')}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-fg-muted">{t('settings.intro')}</p>
      </div>
      <div className="flex flex-col gap-5 rounded-lg bg-surface p-5 shadow-card ring-1 ring-inset ring-line">
        {settings.isError ? <FormAlert>{t('settings.loadFailed')}</FormAlert> : null}
        <form onSubmit={submit} className="flex flex-col gap-4" aria-busy={settings.isPending}>
          {/* Disabled until the stored choice is known, so a click is never overwritten by it arriving. */}
          <fieldset className="flex flex-col gap-3" disabled={!settings.isSuccess}>
            <legend className="mb-2 text-sm font-semibold text-fg">{t('settings.legend')}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {REALITY_CHECK_SETTINGS.map((value) => (
                <label
                  key={value}
                  className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md px-4 py-3 text-sm font-semibold text-fg ring-1 ring-inset ring-line-strong has-[:checked]:bg-primary-soft has-[:checked]:ring-2 has-[:checked]:ring-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
                >
                  <input
                    type="radio"
                    value={value}
                    {...form.register('settings')}
                    className="size-4 accent-accent"
                    data-testid={`reality-check-option-${value}`}
                  />
                  {t(`interval.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {save.isError ? <FormAlert>{t('settings.failed')}</FormAlert> : null}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" disabled={save.isPending || settings.isPending} className={buttonClasses({ size: 'md' })} data-testid="reality-check-save">
              {t('settings.save')}
            </button>
          </div>
        </form>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <p className="text-sm text-fg-muted" aria-live="polite" data-testid="reality-check-next">
            {remaining === undefined ? '\u00a0' : remaining === null ? t('settings.off') : t('settings.next', { minutes: remaining })}
          </p>
          <button
            type="button"
            onClick={() => reset.mutate()}
            disabled={reset.isPending || remaining === null}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            data-testid="reality-check-reset"
          >
            {t('settings.reset')}
          </button>
        </div>
        {reset.isError ? <FormAlert>{t('settings.failed')}</FormAlert> : null}
      </div>
    </section>
  );
}
