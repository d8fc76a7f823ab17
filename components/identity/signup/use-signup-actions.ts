'use client';

import { useState } from 'react';
import { PlatformApiError } from '@/lib/api/errors';
import { registrationBodySchema, type PinCodeStatus, type RegistrationResponse } from '@/lib/identity/schemas';
import { identityApi } from '@/lib/identity/ui-api';
import { mapCodeError } from '@/lib/identity/ui-code-errors';
import { mapSignupError } from '@/lib/identity/ui-signup-errors';
import {
  signupCountry,
  toProfileUpdatePayload,
  toRegistrationPayload,
  type ContactForm,
  type DetailsForm,
  type SignupEntry,
} from '@/lib/identity/ui-signup-form';
import type { SignupEvent, SignupVariant } from '@/lib/identity/ui-signup-steps';
import type { LanguageCode } from '@/lib/markets/languages';

const DETAILS_FIELDS = new Set(['firstName', 'lastName', 'email', 'password', 'dateOfBirth']);
// The bonus code goes along once the platform's registration body accepts it (NOTES to the API helper).
const SEND_BONUS_CODE = 'bonusCode' in registrationBodySchema.shape;
const SITE_ID = 1;

type Input = {
  variant: SignupVariant;
  language: LanguageCode;
  entry: SignupEntry;
  captchaToken: string | null;
  details: DetailsForm | null;
  onProgress: (event: SignupEvent) => void;
};

/** The sign-up state (spec identity-and-account §3) and its calls: register, update profile, send and verify the SMS code. */
export function useSignupActions({ variant, language, entry, captchaToken, details, onProgress }: Input) {
  const [registration, setRegistration] = useState<RegistrationResponse | null>(null);
  const [countryCode, setCountryCode] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [backendErrors, setBackendErrors] = useState<{ field: string; code: string }[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  // A 429's Retry-After, for the "wait" message that replaces the form error while rate-limited.
  const [retryAfterSeconds, setRetryAfterSeconds] = useState<number | null>(null);
  const [pinCodeStatus, setPinCodeStatus] = useState<PinCodeStatus>('UNINITIALIZE');
  const [smsError, setSmsError] = useState<string | null>(null);
  const [smsMaxAttempts, setSmsMaxAttempts] = useState(false);
  const [popup, setPopup] = useState(false);
  const [resent, setResent] = useState(false);

  function codeFailed(error: unknown) {
    const failure = mapCodeError(error);
    if (failure.kind === 'maxAttempts') {
      setSmsMaxAttempts(true);
      setPopup(true);
    } else if (failure.kind === 'field') setSmsError(failure.code);
    else setFormError(failure.code);
  }

  async function sendCode(reg: RegistrationResponse, country: string, again = false): Promise<void> {
    setResent(false);
    try {
      const sent = await identityApi.requestSmsCode({ playerId: reg.playerId, siteId: SITE_ID, countryCode: country }, reg.token, captchaToken ?? '');
      setPinCodeStatus(sent.pinCodeStatus);
      setResent(again);
    } catch (error) {
      setPinCodeStatus('FAIL_SEND');
      codeFailed(error);
    }
  }

  async function submitContact(contact: ContactForm): Promise<void> {
    if (!details || loading) return;
    setLoading(true);
    setFormError(null);
    setBackendErrors([]);
    const country = signupCountry(contact.countryCode);
    setCountryCode(country);
    try {
      // A registration that succeeded before a failed profile update is reused, never repeated.
      const reg =
        registration ??
        (await identityApi.register(toRegistrationPayload(details, contact, entry, { sendBonusCode: SEND_BONUS_CODE }), {
          captcha: captchaToken ?? '',
          country,
        }));
      setRegistration(reg);
      await identityApi.updateProfile(toProfileUpdatePayload(reg.playerId, details, contact, language), reg.token);
      if (variant === 'full') await sendCode(reg, country);
      onProgress({ type: 'next' });
    } catch (error) {
      if (error instanceof PlatformApiError && error.status === 403 && error.code === 'error.country.blocked') {
        onProgress({ type: 'unsupported' });
        return;
      }
      const failure = mapSignupError(error);
      if (failure.kind === 'duplicated') onProgress({ type: 'duplicated' });
      else if (failure.kind === 'fields') {
        setBackendErrors(failure.errors);
        if (failure.errors.some(({ field }) => DETAILS_FIELDS.has(field))) onProgress({ type: 'back' });
      } else {
        // A specific code the form can say more about (e.g. underage) beats the generic "unhandled".
        const specific = error instanceof PlatformApiError && failure.code === 'error.signup.unhandled' ? error.code : null;
        setRetryAfterSeconds(error instanceof PlatformApiError ? error.retryAfterSeconds : null);
        setFormError(specific ?? failure.code);
      }
    } finally {
      setLoading(false);
    }
  }

  async function verify(code: string): Promise<void> {
    if (!registration || !countryCode || loading) return;
    setLoading(true);
    setSmsError(null);
    setFormError(null);
    try {
      const verified = await identityApi.verifySmsCode({ playerId: registration.playerId, siteId: SITE_ID, countryCode, code }, registration.token);
      setPinCodeStatus(verified.pinCodeStatus);
      onProgress({ type: 'next' });
    } catch (error) {
      setPinCodeStatus('FAIL_VERIFY');
      codeFailed(error);
    } finally {
      setLoading(false);
    }
  }

  async function resend(): Promise<void> {
    if (!registration || !countryCode || loading) return;
    setLoading(true);
    setSmsError(null);
    setFormError(null);
    await sendCode(registration, countryCode, true);
    setLoading(false);
  }

  return {
    loading,
    backendErrors,
    formError,
    retryAfterSeconds,
    pinCodeStatus,
    smsError,
    smsMaxAttempts,
    popup,
    resent,
    closePopup: () => setPopup(false),
    submitContact,
    verify,
    resend,
  };
}

export type SignupActions = ReturnType<typeof useSignupActions>;
