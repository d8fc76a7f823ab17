'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/identity/form-alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { MARKETING_GROUPS, type MarketingGroup } from '@/lib/account/marketing';
import type { MarketingPreferences } from '@/lib/account/schemas';
import { ACCOUNT_QUERY_KEYS, accountApi } from '@/lib/account/ui-api';
import { toast } from '@/lib/ui/toast-store';
import { AccountSection } from './account-section';
import { useAccountFailure } from './use-account-failure';

const GROUPS = Object.keys(MARKETING_GROUPS) as MarketingGroup[];

function Choices({ saved, busy, onSave }: { saved: MarketingPreferences; busy: boolean; onSave: (next: MarketingPreferences) => void }) {
  const t = useTranslations('player.account.notifications');
  const [chosen, setChosen] = useState<MarketingPreferences>(saved);
  const toggle = (group: MarketingGroup, name: string, on: boolean) =>
    setChosen((current) => {
      const names = new Set<string>(current[group]);
      if (on) names.add(name);
      else names.delete(name);
      return { ...current, [group]: MARKETING_GROUPS[group].filter((item) => names.has(item)) };
    });
  return (
    <form
      noValidate
      data-testid="marketing-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(chosen);
      }}
      className="flex flex-col gap-6"
    >
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {GROUPS.map((group) => (
          <fieldset key={group} className="min-w-0 rounded-md bg-raised p-4 ring-1 ring-inset ring-line">
            <legend className="float-left mb-3 w-full text-sm font-bold text-fg">{t(`${group}.legend`)}</legend>
            <ul className="clear-left flex flex-col gap-1">
              {MARKETING_GROUPS[group].map((name) => {
                const id = `marketing-${name}`;
                return (
                  <li key={name}>
                    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-base text-fg hover:bg-overlay">
                      <input
                        id={id}
                        type="checkbox"
                        className="size-5 shrink-0 accent-primary"
                        checked={(chosen[group] as readonly string[]).includes(name)}
                        onChange={(event) => toggle(group, name, event.target.checked)}
                      />
                      <span>{t(`${group}.${name}`)}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
      <div>
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses({ size: 'md' })}>
          {busy ? t('saving') : t('submit')}
        </button>
      </div>
    </form>
  );
}

/** Marketing preferences (identity-and-account §3): both groups, nothing subscribed until the player chooses. */
export function MarketingPreferencesForm() {
  const t = useTranslations('player.account');
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const fail = useAccountFailure(null);
  const saved = useQuery({ queryKey: ACCOUNT_QUERY_KEYS.marketingPreferences, queryFn: accountApi.marketingPreferences, staleTime: 0 });
  const save = useMutation({
    mutationFn: accountApi.updateMarketingPreferences,
    onSuccess: (answer) => {
      setMessage(null);
      queryClient.setQueryData(ACCOUNT_QUERY_KEYS.marketingPreferences, answer);
      toast({ kind: 'success', message: t('notifications.update.success') });
    },
    onError: (error) => setMessage(fail(error)),
  });
  return (
    <AccountSection id="notifications" title={t('notifications.title')} intro={t('notifications.intro')}>
      {saved.isPending ? (
        <div className="skeleton h-64 rounded-md" aria-busy="true">
          <span className="sr-only">{t('loading')}</span>
        </div>
      ) : saved.isError ? (
        <FormAlert>{t('loadFailed')}</FormAlert>
      ) : (
        <Choices saved={saved.data} busy={save.isPending} onSave={(next) => save.mutate(next)} />
      )}
      <div className="mt-3">
        <FormAlert testId="marketing-error">{message}</FormAlert>
      </div>
    </AccountSection>
  );
}
