'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { signInBodySchema, type SignInBody } from '@/lib/identity/schemas';
import { useLoginStore } from '@/lib/identity/ui-login-store';
import { useSignIn } from '@/lib/identity/ui-use-sign-in';
import { FormAlert } from './form-alert';
import { FormRefusal } from './form-refusal';
import { PasswordToggle } from './password-toggle';
import { RhfField } from './rhf-field';
import { LoginErrorText } from './login-error-text';

/** Email and password sign-in (spec identity-and-account §7 "Login: POST with email and password"), for the popup and the 401 page. */
export function LoginForm({ idPrefix, redirect, onNavigate }: { idPrefix: string; redirect?: string | null; onNavigate?: () => void }) {
  const t = useTranslations('login');
  const s = useTranslations('signup');
  const [shown, setShown] = useState(false);
  const form = useForm<SignInBody>({ resolver: zodResolver(signInBodySchema), mode: 'onTouched', defaultValues: { email: '', password: '' } });
  const signIn = useSignIn({ redirect });
  const loader = useLoginStore((state) => state.loader);
  const message = useLoginStore((state) => state.message);
  const required = (empty: boolean, fallback: string) => (empty ? s('required') : fallback);

  return (
    <FormProvider {...form}>
      <FormRefusal refused={Boolean(message)}>
        <form noValidate onSubmit={form.handleSubmit((values) => signIn.mutate(values))} className="flex flex-col gap-4" data-testid={`${idPrefix}-form`}>
          <FormAlert testId="login-error">{message ? <LoginErrorText message={message} /> : null}</FormAlert>
          <RhfField<SignInBody>
            name="email"
            idPrefix={idPrefix}
            type="email"
            autoComplete="email"
            inputMode="email"
            label={t('email')}
            validLabel={s('valid')}
            errorText={(_, empty) => required(empty, s('fields.email.error'))}
          />
          <RhfField<SignInBody>
            name="password"
            idPrefix={idPrefix}
            type={shown ? 'text' : 'password'}
            autoComplete="current-password"
            label={t('password')}
            validLabel={s('valid')}
            errorText={(_, empty) => required(empty, s('fields.password.error'))}
            trailing={<PasswordToggle shown={shown} onToggle={() => setShown((v) => !v)} showLabel={s('showPassword')} hideLabel={s('hidePassword')} />}
          />
          <Link href="/reset-password" onClick={onNavigate} className="self-start text-sm font-semibold text-accent underline-offset-4 hover:underline">
            {t('forgot')}
          </Link>
          <button type="submit" disabled={loader} aria-busy={loader} className={buttonClasses({ size: 'lg', block: true })}>
            {loader ? t('submitting') : t('submit')}
          </button>
          <p className="text-center text-sm text-fg-muted">
            {t('noAccount')}{' '}
            <Link href="/signup" prefetch={false} onClick={onNavigate} className="font-semibold text-accent underline-offset-4 hover:underline">
              {t('signUp')}
            </Link>
          </p>
        </form>
      </FormRefusal>
    </FormProvider>
  );
}
