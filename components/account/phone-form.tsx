'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldError } from 'react-hook-form';
import { FormAlert } from '@/components/identity/form-alert';
import { FormRefusal } from '@/components/identity/form-refusal';
import { RhfField } from '@/components/identity/rhf-field';
import { buttonClasses } from '@/components/ui/button-classes';
import { ACCOUNT_QUERY_KEYS, accountApi } from '@/lib/account/ui-api';
import { phoneFormSchema, type PhoneForm as Values } from '@/lib/account/ui-forms';
import type { PlayerProfile } from '@/lib/identity/schemas';
import { COUNTRIES, getCountry } from '@/lib/markets/countries';
import { toast } from '@/lib/ui/toast-store';
import { AccountSection } from './account-section';
import { PhoneCodeDialog } from './phone-code-dialog';
import { SelectField } from './select-field';
import { useAccountFailure } from './use-account-failure';

const fieldFor = (field: string) =>
  field.startsWith('mobilePhone.number') ? ('number' as const) : field.startsWith('mobilePhone.prefix') ? ('country' as const) : null;

/** The country the select starts on: the account's own when it uses the current prefix, else the first that does. */
function defaultCountry(profile: PlayerProfile): string {
  const prefix = profile.mobilePhone?.prefix;
  if (!prefix || getCountry(profile.countryCode)?.isd === prefix) return profile.countryCode;
  return COUNTRIES.find((country) => country.isd === prefix)?.code ?? profile.countryCode;
}

/**
 * The phone change (identity-and-account §4 "Phone change"): submitting sends a code to the new number and opens the
 * code popup with its smsVerificationId; a right code makes it the account's number. Any error closes the popup and
 * stays shown here (identity-and-account §8 "Account": phone change errors keep backendErrors and close the popup).
 */
export function PhoneForm({ profile }: { profile: PlayerProfile }) {
  const t = useTranslations('player.account');
  const queryClient = useQueryClient();
  const form = useForm<Values>({ resolver: zodResolver(phoneFormSchema), mode: 'onTouched', defaultValues: { country: defaultCountry(profile), number: '' } });
  const [message, setMessage] = useState<string | null>(null);
  const [popup, setPopup] = useState<{ smsVerificationId: string; phone: { prefix: string; number: string } } | null>(null);
  const fail = useAccountFailure(form, fieldFor);
  const failed = (error: unknown) => {
    setPopup(null);
    setMessage(fail(error));
  };
  const countries = useMemo(() => COUNTRIES.filter((country) => /^\d{1,4}$/.test(country.isd)).sort((a, b) => a.name.localeCompare(b.name)), []);

  const request = useMutation({
    mutationFn: (phone: { prefix: string; number: string }) => accountApi.requestPhoneCode({ mobilePhone: phone }).then((sent) => ({ sent, phone })),
    onSuccess: ({ sent, phone }) => {
      setMessage(null);
      setPopup({ smsVerificationId: sent.smsVerificationId, phone });
    },
    onError: failed,
  });
  const verify = useMutation({
    mutationFn: accountApi.verifyPhoneCode,
    onSuccess: () => {
      setPopup(null);
      setMessage(null);
      form.reset({ country: form.getValues('country'), number: '' });
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEYS.profile });
      toast({ kind: 'success', message: t('phone.success.toast') });
    },
    onError: failed,
  });
  const submit = form.handleSubmit(({ country, number }) => request.mutate({ prefix: getCountry(country)?.isd ?? '', number: number.replace(/[\s-]/g, '') }));
  const current = profile.mobilePhone ? `+${profile.mobilePhone.prefix} ${profile.mobilePhone.number}` : t('phone.none');
  const errorText = (error: FieldError, empty: boolean) =>
    error.type === 'server' && error.message ? error.message : empty ? t('required') : t('phone.fields.number.error');

  return (
    <AccountSection id="phone" title={t('phone.title')} intro={t('phone.intro')}>
      <p className="mb-5 text-sm text-fg-muted">
        {t('phone.current')}{' '}
        <span className="font-semibold tabular-nums text-fg" data-testid="phone-current">
          {current}
        </span>
      </p>
      <FormProvider {...form}>
        <FormRefusal refused={Boolean(message)}>
          <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-5 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]" data-testid="phone-form">
            <SelectField id="account-country" label={t('phone.fields.prefix.label')} {...form.register('country')}>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {`${country.name} (+${country.isd})`}
                </option>
              ))}
            </SelectField>
            <RhfField<Values>
              name="number"
              idPrefix="account"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              label={t('phone.fields.number.label')}
              help={t('phone.fields.number.help')}
              validLabel={t('valid')}
              errorText={errorText}
            />
            {message ? (
              <div className="md:col-span-2">
                <FormAlert testId="phone-error">{message}</FormAlert>
              </div>
            ) : null}
            <div className="md:col-span-2">
              <button type="submit" disabled={request.isPending} aria-busy={request.isPending} className={buttonClasses({ size: 'md' })}>
                {request.isPending ? t('working') : t('phone.submit')}
              </button>
            </div>
          </form>
        </FormRefusal>
      </FormProvider>
      <PhoneCodeDialog
        popup={popup}
        busy={verify.isPending || request.isPending}
        onClose={() => setPopup(null)}
        onSubmit={(code) => popup && verify.mutate({ smsVerificationId: popup.smsVerificationId, code })}
        onResend={() => popup && request.mutate(popup.phone)}
      />
    </AccountSection>
  );
}
