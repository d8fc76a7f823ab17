'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClasses } from '@/components/ui/button-classes';
import { passwordSchema } from '@/lib/identity/schemas';
import { FormAlert } from '../form-alert';
import { FormRefusal } from '../form-refusal';
import { PasswordToggle } from '../password-toggle';
import { RhfField } from '../rhf-field';

const schema = z
  .object({ password: passwordSchema, confirm: z.string().min(1) })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'mismatch' });
type PasswordForm = z.input<typeof schema>;

export function ResetPasswordForm({
  busy,
  fieldError,
  formError,
  onSubmit,
}: {
  busy: boolean;
  fieldError: string | null;
  formError: ReactNode;
  onSubmit: (password: string) => void;
}) {
  const t = useTranslations('reset');
  const s = useTranslations('signup');
  const [shown, setShown] = useState(false);
  const form = useForm<PasswordForm>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { password: '', confirm: '' } });
  useEffect(() => {
    if (fieldError) form.setError('password', { type: 'server', message: fieldError }, { shouldFocus: true });
  }, [fieldError, form]);
  const toggle = <PasswordToggle shown={shown} onToggle={() => setShown((v) => !v)} showLabel={s('showPassword')} hideLabel={s('hidePassword')} />;
  return (
    <FormProvider {...form}>
      <FormRefusal refused={Boolean(formError)}>
        <form noValidate onSubmit={form.handleSubmit(({ password }) => onSubmit(password))} className="flex flex-col gap-5" data-testid="reset-password-form">
          <RhfField<PasswordForm>
            name="password"
            idPrefix="reset"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            label={t('password.label')}
            help={t('password.help')}
            validLabel={t('valid')}
            trailing={toggle}
            errorText={(error, empty) => (error.type === 'server' && error.message ? error.message : empty ? t('required') : t('password.error'))}
          />
          <RhfField<PasswordForm>
            name="confirm"
            idPrefix="reset"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            label={t('password.confirm')}
            validLabel={t('valid')}
            errorText={(_, empty) => (empty ? t('required') : t('password.mismatch'))}
          />
          <FormAlert testId="reset-error">{formError}</FormAlert>
          <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses({ size: 'lg', className: 'md:self-start md:min-w-48' })}>
            {busy ? t('working') : t('password.submit')}
          </button>
        </form>
      </FormRefusal>
    </FormProvider>
  );
}
