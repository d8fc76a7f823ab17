'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useReducer, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { StepIndicator } from '@/components/ui/step-indicator';
import { useStepFocus } from '../use-step-focus';
import { waitValues } from '@/lib/api/retry-after';
import type { CaptchaConfig } from '@/lib/identity/ui-captcha';
import { identityApi } from '@/lib/identity/ui-api';
import { mapResetError, type ResetFailure } from '@/lib/identity/ui-reset-errors';
import { RESET_STEPS, initialResetProgress, resetBackTarget, resetProgressReducer, type ResetStep } from '@/lib/identity/ui-reset-steps';
import { toast } from '@/lib/ui/toast-store';
import { Captcha } from '../captcha';
import { CodeForm } from '../code-form';
import { MaxAttemptsDialog } from '../max-attempts-dialog';
import { ResetEmailForm } from './email-form';
import { ResetPasswordForm } from './password-form';

type ResetForm = { email: string; resetKey: string; smsResetKeyId: string };
const EMPTY: ResetForm = { email: '', resetKey: '', smsResetKeyId: '' };

/** Password reset (spec identity-and-account §2, §4): Email → Verification → Password → Complete, then home with a toast. */
export function ResetFlow({ captcha }: { captcha: CaptchaConfig }) {
  const t = useTranslations('reset');
  const router = useRouter();
  const locale = useLocale();
  const [progress, dispatch] = useReducer(resetProgressReducer, undefined, initialResetProgress);
  // Going back is computed from the visited list and shown, but the progress state ignores it (spec identity-and-account §4).
  const [backView, setBackView] = useState<ResetStep | null>(null);
  const [values, setValues] = useState<ResetForm>(EMPTY);
  const [failure, setFailure] = useState<ResetFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [popup, setPopup] = useState(false);
  const [resent, setResent] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const onCaptcha = useCallback((token: string | null) => setCaptchaToken(token), []);
  const errors = useTranslations('errors');
  const step = backView ?? progress.currentStep;
  const flowRef = useStepFocus<HTMLDivElement>(step);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await task();
    } catch (error) {
      const mapped = mapResetError(error);
      if (mapped.kind === 'maxAttempts') {
        // Spec identity-and-account §8: in reset password the max-attempts popup opens and the state is cleared.
        setPopup(true);
        setValues(EMPTY);
        setBackView(null);
        dispatch({ type: 'restart' });
      } else setFailure(mapped);
    } finally {
      setBusy(false);
    }
  }

  const requestCode = (email: string, again = false) =>
    run(async () => {
      const { smsResetKeyId } = await identityApi.requestPasswordReset(email, captchaToken ?? '');
      setValues({ email, smsResetKeyId, resetKey: '' });
      setResent(again);
      if (again) return;
      if (progress.currentStep !== 'Email') dispatch({ type: 'restart' });
      setBackView(null);
      dispatch({ type: 'forward' });
    });

  const verify = (code: string) =>
    run(async () => {
      const { resetKey } = await identityApi.verifyResetCode(values.smsResetKeyId, code);
      setValues((current) => ({ ...current, resetKey }));
      dispatch({ type: 'forward' });
    });

  const save = (password: string) =>
    run(async () => {
      await identityApi.setNewPassword(values.resetKey, password);
      dispatch({ type: 'forward' });
      toast({ kind: 'success', message: t('password.success.toast') });
      router.push(`/${locale}`);
    });

  const fieldError = (field: 'email' | 'code' | 'password') => (failure?.kind === 'field' && failure.field === field ? t(failure.key) : null);
  const formError = failure?.kind === 'form' ? t(failure.key) : failure?.kind === 'wait' ? errors('rateLimited', waitValues(failure.retryAfterSeconds)) : null;
  const heading = step === 'Email' ? 'email' : step === 'Verification' ? 'verification' : step === 'Password' ? 'password' : 'complete';
  const back = resetBackTarget(progress);

  return (
    <div ref={flowRef} className="flex scroll-mt-24 flex-col gap-8" data-testid="reset-flow" data-step={step}>
      <StepIndicator
        label={t('stepsLabel')}
        steps={RESET_STEPS.map((name) => t(`steps.${name}`))}
        current={RESET_STEPS.indexOf(step)}
        stepOf={(current, total) => t('stepOf', { current, total })}
      />
      <div>
        <h2 className="text-xl font-bold text-fg outline-none" tabIndex={-1} data-step-heading>
          {t(`${heading}.title`)}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{heading === 'verification' ? t('verification.intro', { email: values.email }) : t(`${heading}.intro`)}</p>
      </div>
      {step === 'Email' ? (
        <ResetEmailForm
          defaultEmail={values.email}
          busy={busy}
          fieldError={fieldError('email')}
          formError={formError}
          captcha={<Captcha config={captcha} onToken={onCaptcha} />}
          onSubmit={(email) => void requestCode(email)}
        />
      ) : null}
      {step === 'Verification' ? (
        <CodeForm
          idPrefix="reset"
          labels={{
            label: t('verification.label'),
            valid: t('valid'),
            required: t('required'),
            invalid: t('verification.error'),
            submit: t('verification.submit'),
            working: t('working'),
            resend: t('verification.resend'),
          }}
          busy={busy}
          fieldError={fieldError('code')}
          formError={formError}
          notice={resent ? t('verification.sent') : null}
          onSubmit={(code) => void verify(code)}
          onResend={() => void requestCode(values.email, true)}
        />
      ) : null}
      {step === 'Password' ? (
        <ResetPasswordForm busy={busy} fieldError={fieldError('password')} formError={formError} onSubmit={(password) => void save(password)} />
      ) : null}
      {step === 'Complete' ? (
        <button type="button" onClick={() => router.push(`/${locale}`)} className={buttonClasses({ size: 'lg', className: 'self-start' })}>
          {t('complete.home')}
        </button>
      ) : null}
      {step === 'Verification' && back && !backView ? (
        <button type="button" onClick={() => setBackView(back)} className={buttonClasses({ variant: 'ghost', size: 'md', className: 'self-start' })}>
          {t('back')}
        </button>
      ) : null}
      <MaxAttemptsDialog open={popup} onClose={() => setPopup(false)} namespace="reset" />
    </div>
  );
}
