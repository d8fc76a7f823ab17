'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldError } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { fieldVisualState, shownFieldState } from '@/lib/identity/ui-field-state';
import { contactFormSchema, type ContactForm } from '@/lib/identity/ui-signup-form';
import { getCountry, type Country } from '@/lib/markets/countries';
import { FIELD_FRAME, FieldStateIcon } from '../form-field';
import { FormAlert } from '../form-alert';
import { FormRefusal } from '../form-refusal';
import { RhfField } from '../rhf-field';

type Props = {
  countries: readonly Country[];
  defaults: ContactForm;
  serverErrors: { field: string; code: string }[];
  formError: ReactNode;
  busy: boolean;
  captcha: ReactNode;
  bonusCode?: string;
  onBack: () => void;
  onSubmit: (values: ContactForm) => void;
};

const NAMES = ['phoneNumber', 'postCode', 'cpf', 'termsAndConditions'] as const;

/** ContactInfo: country, mobile, postcode (and CPF in Brazil), terms; submitting registers the player. */
export function ContactStep({ countries, defaults, serverErrors, formError, busy, captcha, bonusCode, onBack, onSubmit }: Props) {
  const t = useTranslations('signup');
  const form = useForm<ContactForm>({ resolver: zodResolver(contactFormSchema), mode: 'onTouched', defaultValues: defaults });
  const countryCode = useWatch({ control: form.control, name: 'countryCode' });
  const prefix = getCountry(countryCode)?.isd ?? defaults.phonePrefix;

  useEffect(() => form.setValue('phonePrefix', prefix), [prefix, form]);
  useEffect(() => {
    for (const { field, code } of serverErrors) {
      const name = field === 'mobilePhone' || field.startsWith('mobilePhone.') ? 'phoneNumber' : field === 'postalCode' ? 'postCode' : field;
      if ((NAMES as readonly string[]).includes(name)) form.setError(name as (typeof NAMES)[number], { type: 'server', message: code }, { shouldFocus: true });
    }
  }, [serverErrors, form]);

  const errorText = (name: 'phoneNumber' | 'postCode' | 'cpf') => (error: FieldError, empty: boolean) => {
    if (error.type === 'server' && error.message && t.has(error.message)) return t(error.message);
    return empty ? t('required') : t(`fields.${name}.error`);
  };
  const terms = form.getFieldState('termsAndConditions', form.formState);
  const termsState = shownFieldState(
    fieldVisualState({ isTouched: terms.isTouched, isDirty: terms.isDirty, invalid: terms.invalid, submitted: form.formState.isSubmitted }),
    Boolean(formError),
  );

  return (
    <FormProvider {...form}>
      <FormRefusal refused={Boolean(formError)}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid grid-cols-1 gap-5 md:grid-cols-2" data-testid="signup-contact">
          <div className="flex flex-col gap-1.5 md:col-span-2">
            <label htmlFor="signup-countryCode" className="text-sm font-semibold text-fg">
              {t('fields.countryCode.label')}
            </label>
            <select
              id="signup-countryCode"
              autoComplete="country"
              className={clsx(
                'min-h-12 w-full min-w-0 rounded-md bg-raised px-3 text-base text-fg ring-1 ring-inset focus:outline-none focus:ring-2',
                FIELD_FRAME.untouched,
              )}
              {...form.register('countryCode')}
            >
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
          <RhfField<ContactForm>
            name="phoneNumber"
            idPrefix="signup"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            label={t('fields.phoneNumber.label')}
            help={t('fields.phoneNumber.help')}
            validLabel={t('valid')}
            errorText={errorText('phoneNumber')}
            leading={<span className="shrink-0 border-r border-line pr-2 text-base text-fg-muted tabular-nums">+{prefix}</span>}
          />
          <RhfField<ContactForm>
            name="postCode"
            idPrefix="signup"
            autoComplete="postal-code"
            label={t('fields.postCode.label')}
            validLabel={t('valid')}
            errorText={errorText('postCode')}
          />
          {countryCode === 'BR' ? (
            <RhfField<ContactForm>
              name="cpf"
              idPrefix="signup"
              inputMode="numeric"
              label={t('fields.cpf.label')}
              validLabel={t('valid')}
              errorText={errorText('cpf')}
            />
          ) : null}
          <div className="md:col-span-2" data-field-state={termsState}>
            <div className={clsx('flex items-start gap-3 rounded-md bg-raised p-3 ring-1 ring-inset', FIELD_FRAME[termsState])}>
              <input
                id="signup-termsAndConditions"
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-primary"
                aria-invalid={termsState === 'touched-error' || undefined}
                aria-describedby={termsState === 'touched-error' ? 'signup-terms-error' : undefined}
                {...form.register('termsAndConditions')}
              />
              <label htmlFor="signup-termsAndConditions" className="flex-1 text-sm text-fg">
                {t.rich('fields.termsAndConditions.label', {
                  terms: (chunks) => (
                    <Link href="/terms" target="_blank" className="font-semibold text-accent underline underline-offset-4">
                      {chunks}
                    </Link>
                  ),
                })}
              </label>
              <FieldStateIcon state={termsState} validLabel={t('valid')} />
            </div>
            {termsState === 'touched-error' ? (
              <p id="signup-terms-error" className="mt-1.5 text-sm text-danger">
                {t('fields.termsAndConditions.error')}
              </p>
            ) : null}
          </div>
          {bonusCode ? (
            <p className="rounded-md bg-primary-soft px-3 py-2.5 text-sm text-fg md:col-span-2" data-testid="signup-bonus-code">
              {t('bonusCode', { code: bonusCode })}
            </p>
          ) : null}
          <div className="md:col-span-2">{captcha}</div>
          <div className="md:col-span-2">
            <FormAlert testId="signup-error">{formError}</FormAlert>
          </div>
          <div className="flex flex-col-reverse gap-3 md:col-span-2 md:flex-row">
            <button type="button" onClick={onBack} disabled={busy} className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'md:min-w-32' })}>
              {t('back')}
            </button>
            <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses({ size: 'lg', className: 'md:min-w-48' })}>
              {busy ? t('working') : t('createAccount')}
            </button>
          </div>
        </form>
      </FormRefusal>
    </FormProvider>
  );
}
