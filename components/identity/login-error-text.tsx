'use client';

import { useTranslations } from 'next-intl';
import { waitValues } from '@/lib/api/retry-after';
import type { LoginErrorMessage } from '@/lib/identity/ui-login-errors';

/** Spec identity-and-account §8 sign-in messages; timeout and exclusion carry the days left. */
export function LoginErrorText({ message }: { message: LoginErrorMessage }) {
  const t = useTranslations('login');
  const errors = useTranslations('errors');
  if (message.key === 'error.rateLimited') return <>{errors('rateLimited', waitValues(message.retryAfterSeconds))}</>;
  return <>{'days' in message ? t(message.key, { days: message.days }) : t(message.key)}</>;
}
