'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClasses } from '@/components/ui/button-classes';
import { emailSchema } from '@/lib/identity/schemas';
import { FormAlert } from '../form-alert';
import { FormRefusal } from '../form-refusal';
import { RhfField } from '../rhf-field';

const schema = z.object({ email: emailSchema });
type EmailForm = z.input<typeof schema>;

export function ResetEmailForm({
  defaultEmail,
  busy,
  fieldError,
  formError,
  captcha,
  onSubmit,
}: {
  defaultEmail: string;
  busy: boolean;
  fieldError: string | null;
  formError: ReactNode;
  captcha: ReactNode;
  onSubmit: (email: string) => void;
}) {
  const t = useTranslations('reset');
  const form = useForm<EmailForm>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: defaultEmail } });
  useEffect(() => {
    if (fieldError) form.setError('email', { type: 'server', message: fieldError }, { shouldFocus: true });
  }, [fieldError, form]);
  return (
    <FormProvider {...form}>
      <FormRefusal refused={Boolean(formError)}>
        <form
          noValidate
          onSubmit={form.handleSubmit(({ email }) => onSubmit(email.trim().toLowerCase()))}
          className="flex flex-col gap-5"
          data-testid="reset-email-form"
        >
          <RhfField<EmailForm>
            name="email"
            idPrefix="reset"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('email.label')}
            validLabel={t('valid')}
            errorText={(error, empty) => (error.type === 'server' && error.message ? error.message : empty ? t('required') : t('email.error'))}
          />
          {captcha}
          <FormAlert testId="reset-error">{formError}</FormAlert>
          <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses({ size: 'lg', className: 'md:self-start md:min-w-48' })}>
            {busy ? t('working') : t('email.submit')}
          </button>
        </form>
      </FormRefusal>
    </FormProvider>
  );
}
