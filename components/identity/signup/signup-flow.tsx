'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useReducer, useState } from 'react';
import { StepIndicator } from '@/components/ui/step-indicator';
import { RATE_LIMIT_CODE, waitValues } from '@/lib/api/retry-after';
import type { CaptchaConfig } from '@/lib/identity/ui-captcha';
import { indicatorIndex, initialSignupProgress, nextSignupProgress, signupPath, type SignupEvent, type SignupVariant } from '@/lib/identity/ui-signup-steps';
import type { ContactForm, DetailsForm } from '@/lib/identity/ui-signup-form';
import { parseLocale } from '@/lib/markets/locales';
import { type Country } from '@/lib/markets/countries';
import { Captcha } from '../captcha';
import { ContactStep } from './contact-step';
import { CompleteStep } from './complete-step';
import { DetailsStep } from './details-step';
import { ExitStep } from './exit-step';
import { useSignupEntry } from './use-signup-entry';
import { useSignupActions } from './use-signup-actions';
import { useStepFocus } from '../use-step-focus';
import { VerificationStep } from './verification-step';

type Props = { variant: SignupVariant; countries: readonly Pick<Country, 'code' | 'name' | 'isd'>[]; defaultCountry: string; captcha: CaptchaConfig };

/** The sign-up flow (spec identity-and-account §2): Details → ContactInfo → (Verification) → Complete, or Duplicated / Unsupported. */
export function SignupFlow({ variant, countries, defaultCountry, captcha }: Props) {
  const t = useTranslations('signup');
  const locale = useLocale();
  const language = parseLocale(locale)?.language ?? 'en';
  const [progress, dispatchProgress] = useReducer(
    (state: ReturnType<typeof initialSignupProgress>, event: SignupEvent) => nextSignupProgress(state, event, variant),
    undefined,
    initialSignupProgress,
  );
  const [details, setDetails] = useState<DetailsForm | null>(null);
  const [contact, setContact] = useState<ContactForm | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const entry = useSignupEntry();
  const actions = useSignupActions({ variant, language, entry, captchaToken, details, onProgress: dispatchProgress });
  const onCaptcha = useCallback((token: string | null) => setCaptchaToken(token), []);

  const path = signupPath(variant);
  const step = progress.currentStep;
  const flowRef = useStepFocus<HTMLDivElement>(step);
  const heading = step === 'Details' ? 'details' : step === 'ContactInfo' ? 'contact' : step === 'Verification' ? 'verification' : null;
  const errors = useTranslations('errors');
  const message = (code: string | null) => {
    if (!code) return null;
    if (code === RATE_LIMIT_CODE) return errors('rateLimited', waitValues(actions.retryAfterSeconds));
    return t.has(code) ? t(code) : t('error.signup.unhandled');
  };

  return (
    <div ref={flowRef} className="flex scroll-mt-24 flex-col gap-8" data-testid="signup-flow" data-step={step}>
      <StepIndicator
        label={t('stepsLabel')}
        steps={path.map((name) => t(`steps.${name}`))}
        current={indicatorIndex(progress, variant)}
        stepOf={(current, total) => t('stepOf', { current, total })}
      />
      {heading ? (
        <div>
          <h2 className="text-xl font-bold text-fg outline-none" tabIndex={-1} data-step-heading>
            {t(`${heading}.title`)}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            {heading === 'verification' && contact
              ? t('verification.intro', { phone: `+${contact.phonePrefix} ${contact.phoneNumber}` })
              : t(`${heading}.intro`)}
          </p>
        </div>
      ) : null}
      {step === 'Details' ? (
        <DetailsStep
          defaults={details}
          serverErrors={actions.backendErrors}
          onNext={(values) => {
            setDetails(values);
            dispatchProgress({ type: 'next' });
          }}
        />
      ) : null}
      {step === 'ContactInfo' ? (
        <ContactStep
          countries={countries as readonly Country[]}
          defaults={contact ?? { countryCode: defaultCountry, phonePrefix: '', phoneNumber: '', postCode: '', cpf: '', termsAndConditions: false }}
          serverErrors={actions.backendErrors}
          formError={message(actions.formError)}
          busy={actions.loading}
          bonusCode={entry.bonusCode}
          captcha={<Captcha config={captcha} onToken={onCaptcha} />}
          onBack={() => dispatchProgress({ type: 'back' })}
          onSubmit={(values) => {
            setContact(values);
            void actions.submitContact(values);
          }}
        />
      ) : null}
      {step === 'Verification' && contact ? <VerificationStep actions={actions} contact={contact} message={message} /> : null}
      {step === 'Complete' && details ? <CompleteStep email={details.email} password={details.password} firstName={details.firstName} /> : null}
      {step === 'Duplicated' || step === 'Unsupported' ? <ExitStep kind={step} /> : null}
    </div>
  );
}
