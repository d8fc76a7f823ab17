'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormProvider, useForm, type FieldError } from 'react-hook-form';
import { FormAlert } from '@/components/identity/form-alert';
import { FormRefusal } from '@/components/identity/form-refusal';
import { PasswordToggle } from '@/components/identity/password-toggle';
import { RhfField } from '@/components/identity/rhf-field';
import { buttonClasses } from '@/components/ui/button-classes';
import { accountApi } from '@/lib/account/ui-api';
import { passwordFormSchema, type PasswordForm as Values } from '@/lib/account/ui-forms';
import { toast } from '@/lib/ui/toast-store';
import { AccountSection } from './account-section';
import { useAccountFailure } from './use-account-failure';

const fieldFor = (field: string) => (field === 'oldPassword' || field === 'newPassword' ? field : null);
const EMPTY: Values = { oldPassword: '', newPassword: '', confirm: '' };

/** The password change (identity-and-account §7 `/player/password`): every other device is signed out after it. */
export function PasswordForm() {
  const t = useTranslations('player.account');
  const s = useTranslations('signup');
  const [shown, setShown] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(passwordFormSchema), mode: 'onTouched', defaultValues: EMPTY });
  const fail = useAccountFailure(form, fieldFor);
  const save = useMutation({
    mutationFn: accountApi.changePassword,
    onSuccess: ({ signedOutSessions }) => {
      setMessage(null);
      form.reset(EMPTY);
      toast({ kind: 'success', message: t('password.success.toast') });
      if (signedOutSessions > 0) toast({ kind: 'warning', message: t('password.signedOut', { count: signedOutSessions }) });
    },
    onError: (error) => setMessage(fail(error)),
  });
  const toggle = <PasswordToggle shown={shown} onToggle={() => setShown((v) => !v)} showLabel={s('showPassword')} hideLabel={s('hidePassword')} />;
  const errorText = (name: 'oldPassword' | 'newPassword' | 'confirm') => (error: FieldError, empty: boolean) => {
    if (error.type === 'server' && error.message) return error.message;
    if (empty) return t('required');
    if (name === 'confirm') return t('password.fields.confirm.mismatch');
    if (name === 'newPassword' && error.message === 'same') return t('password.fields.newPassword.same');
    return name === 'newPassword' ? t('password.fields.newPassword.error') : t('required');
  };
  return (
    <AccountSection id="password" title={t('password.title')} intro={t('password.intro')}>
      <FormProvider {...form}>
        <FormRefusal refused={Boolean(message)}>
          <form
            noValidate
            onSubmit={form.handleSubmit(({ oldPassword, newPassword }) => save.mutate({ oldPassword, newPassword }))}
            className="grid max-w-xl grid-cols-1 gap-5"
            data-testid="password-form"
          >
            <RhfField<Values>
              name="oldPassword"
              idPrefix="account"
              type={shown ? 'text' : 'password'}
              autoComplete="current-password"
              label={t('password.fields.oldPassword.label')}
              validLabel={t('valid')}
              trailing={toggle}
              errorText={errorText('oldPassword')}
            />
            <RhfField<Values>
              name="newPassword"
              idPrefix="account"
              type={shown ? 'text' : 'password'}
              autoComplete="new-password"
              label={t('password.fields.newPassword.label')}
              help={t('password.fields.newPassword.help')}
              validLabel={t('valid')}
              errorText={errorText('newPassword')}
            />
            <RhfField<Values>
              name="confirm"
              idPrefix="account"
              type={shown ? 'text' : 'password'}
              autoComplete="new-password"
              label={t('password.fields.confirm.label')}
              validLabel={t('valid')}
              errorText={errorText('confirm')}
            />
            <FormAlert testId="password-error">{message}</FormAlert>
            <div>
              <button type="submit" disabled={save.isPending} aria-busy={save.isPending} className={buttonClasses({ size: 'md' })}>
                {save.isPending ? t('working') : t('password.submit')}
              </button>
            </div>
          </form>
        </FormRefusal>
      </FormProvider>
    </AccountSection>
  );
}
