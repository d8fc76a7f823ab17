'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/identity/form-alert';
import { FormRefusal } from '@/components/identity/form-refusal';
import { RhfField } from '@/components/identity/rhf-field';
import { buttonClasses } from '@/components/ui/button-classes';
import { isAddressLocked } from '@/lib/account/address-policy';
import { postcodeExample } from '@/lib/account/postcode';
import { addressFormSchema, type AddressForm as Values } from '@/lib/account/ui-forms';
import { ACCOUNT_QUERY_KEYS, accountApi } from '@/lib/account/ui-api';
import type { PlayerProfile } from '@/lib/identity/schemas';
import { toast } from '@/lib/ui/toast-store';
import { AccountSection, SectionBadge } from './account-section';
import { useAccountFailure } from './use-account-failure';

const FIELDS = ['address', 'city', 'postalCode'] as const;
const fieldFor = (field: string) => ((FIELDS as readonly string[]).includes(field) ? (field as (typeof FIELDS)[number]) : null);

/** The address, with the postcode checked by the rules of the player's country; read-only once verified. */
export function AddressForm({ profile }: { profile: PlayerProfile }) {
  const t = useTranslations('player.account');
  const queryClient = useQueryClient();
  const schema = useMemo(() => addressFormSchema(profile.countryCode), [profile.countryCode]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { address: profile.address ?? '', city: profile.city ?? '', postalCode: profile.postalCode ?? '' },
  });
  const [message, setMessage] = useState<string | null>(null);
  const fail = useAccountFailure(form, fieldFor);
  const save = useMutation({
    mutationFn: accountApi.updateAddress,
    onSuccess: (answer) => {
      setMessage(null);
      form.reset({ address: answer.address ?? '', city: answer.city ?? '', postalCode: answer.postalCode ?? '' });
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEYS.profile });
      toast({ kind: 'success', message: t('address.success.toast') });
    },
    onError: (error) => setMessage(fail(error)),
  });
  const locked = isAddressLocked(profile.kycStatus);
  const example = postcodeExample(profile.countryCode);
  const errorText = (name: (typeof FIELDS)[number]) => (error: { type: string; message?: string }, empty: boolean) =>
    error.type === 'server' && error.message ? error.message : empty ? t('required') : t(`address.fields.${name}.error`);

  if (locked) {
    return (
      <AccountSection
        id="address"
        title={t('address.title')}
        intro={t('address.lockedIntro')}
        aside={<SectionBadge testId="address-locked">{t('address.locked')}</SectionBadge>}
      >
        <p className="whitespace-pre-line text-base text-fg">
          {[profile.address, [profile.postalCode, profile.city].filter(Boolean).join(' ')].filter(Boolean).join('\n') || '—'}
        </p>
      </AccountSection>
    );
  }
  return (
    <AccountSection id="address" title={t('address.title')} intro={t('address.intro')}>
      <FormProvider {...form}>
        <FormRefusal refused={Boolean(message)}>
          <form
            noValidate
            onSubmit={form.handleSubmit((values) => save.mutate(values))}
            className="grid grid-cols-1 gap-5 md:grid-cols-2"
            data-testid="address-form"
          >
            <RhfField<Values>
              name="address"
              idPrefix="account"
              autoComplete="street-address"
              className="md:col-span-2"
              label={t('address.fields.address.label')}
              validLabel={t('valid')}
              errorText={errorText('address')}
            />
            <RhfField<Values>
              name="city"
              idPrefix="account"
              autoComplete="address-level2"
              label={t('address.fields.city.label')}
              validLabel={t('valid')}
              errorText={errorText('city')}
            />
            <RhfField<Values>
              name="postalCode"
              idPrefix="account"
              autoComplete="postal-code"
              label={t('address.fields.postalCode.label')}
              help={example ? t('address.fields.postalCode.help', { example }) : undefined}
              validLabel={t('valid')}
              errorText={errorText('postalCode')}
            />
            {message ? (
              <div className="md:col-span-2">
                <FormAlert testId="address-error">{message}</FormAlert>
              </div>
            ) : null}
            <div className="md:col-span-2">
              <button type="submit" disabled={save.isPending} aria-busy={save.isPending} className={buttonClasses({ size: 'md' })}>
                {save.isPending ? t('working') : t('address.submit')}
              </button>
            </div>
          </form>
        </FormRefusal>
      </FormProvider>
    </AccountSection>
  );
}
