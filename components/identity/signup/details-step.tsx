'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldError } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button-classes';
import { detailsFormSchema, type DetailsForm } from '@/lib/identity/ui-signup-form';
import { PasswordToggle } from '../password-toggle';
import { RhfField } from '../rhf-field';

const NAMES = ['firstName', 'lastName', 'email', 'password', 'dateOfBirth'] as const;
const isoToday = () => new Date().toISOString().slice(0, 10);

/** Details: name, e-mail, password and date of birth. Under-18s are stopped here (client-side) and by the API. */
export function DetailsStep({
  defaults,
  serverErrors,
  onNext,
}: {
  defaults: DetailsForm | null;
  serverErrors: { field: string; code: string }[];
  onNext: (values: DetailsForm) => void;
}) {
  const t = useTranslations('signup');
  const [shown, setShown] = useState(false);
  const [today] = useState(isoToday); // the latest birth date the picker offers, fixed when the step opens
  const schema = useMemo(() => detailsFormSchema(), []);
  const form = useForm<DetailsForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: defaults ?? { firstName: '', lastName: '', email: '', password: '', dateOfBirth: '' },
  });

  // Field errors the API returned for this step (e.g. an e-mail it refuses) come back here.
  useEffect(() => {
    for (const { field, code } of serverErrors) {
      if ((NAMES as readonly string[]).includes(field))
        form.setError(field as (typeof NAMES)[number], { type: 'server', message: code }, { shouldFocus: true });
    }
  }, [serverErrors, form]);

  const errorText = (name: (typeof NAMES)[number]) => (error: FieldError, empty: boolean) => {
    if (empty) return t('required');
    if (error.message === 'underage') return t('fields.dateOfBirth.underage');
    return t(`fields.${name}.error`);
  };
  const common = (name: (typeof NAMES)[number]) => ({
    name,
    idPrefix: 'signup',
    label: t(`fields.${name}.label`),
    validLabel: t('valid'),
    errorText: errorText(name),
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onNext)} className="grid grid-cols-1 gap-5 md:grid-cols-2" data-testid="signup-details">
        <RhfField<DetailsForm> {...common('firstName')} autoComplete="given-name" />
        <RhfField<DetailsForm> {...common('lastName')} autoComplete="family-name" />
        <RhfField<DetailsForm>
          {...common('email')}
          className="md:col-span-2"
          type="email"
          inputMode="email"
          autoComplete="email"
          help={t('fields.email.help')}
        />
        <RhfField<DetailsForm>
          {...common('password')}
          className="md:col-span-2"
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          help={t('fields.password.help')}
          trailing={<PasswordToggle shown={shown} onToggle={() => setShown((v) => !v)} showLabel={t('showPassword')} hideLabel={t('hidePassword')} />}
        />
        <RhfField<DetailsForm> {...common('dateOfBirth')} type="date" autoComplete="bday" help={t('fields.dateOfBirth.help')} max={today} />
        <div className="flex items-end md:col-span-2">
          <button type="submit" className={buttonClasses({ size: 'lg', block: true, className: 'md:w-auto md:min-w-48' })}>
            {t('continue')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
