'use client';

import { useTranslations } from 'next-intl';
import type { ContactForm } from '@/lib/identity/ui-signup-form';
import { CodeForm } from '../code-form';
import { MaxAttemptsDialog } from '../max-attempts-dialog';
import type { SignupActions } from './use-signup-actions';

/** Verification: the SMS code, with resend; pinCodeStatus drives the notices, max attempts opens the modal. */
export function VerificationStep({ actions, message }: { actions: SignupActions; contact: ContactForm; message: (code: string | null) => string | null }) {
  const t = useTranslations('signup');
  return (
    <div data-testid="signup-verification" data-pin-code-status={actions.pinCodeStatus}>
      <CodeForm
        idPrefix="signup"
        labels={{
          label: t('fields.code.label'),
          help: t('fields.code.help'),
          valid: t('valid'),
          required: t('required'),
          invalid: t('fields.code.error'),
          submit: t('verification.verify'),
          working: t('working'),
          resend: t('verification.resend'),
        }}
        busy={actions.loading}
        disabled={actions.smsMaxAttempts}
        fieldError={actions.smsError ? message(actions.smsError) : null}
        formError={message(actions.formError)}
        notice={actions.resent ? t('verification.sent') : null}
        onSubmit={(code) => void actions.verify(code)}
        onResend={() => void actions.resend()}
      />
      <MaxAttemptsDialog open={actions.popup} onClose={actions.closePopup} namespace="signup" />
    </div>
  );
}
