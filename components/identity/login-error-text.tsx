'use client';

import { useTranslations } from 'next-intl';
import type { LoginErrorMessage } from '@/lib/identity/ui-login-errors';

/** Spec §8 sign-in messages; timeout and exclusion carry the days left. */
export function LoginErrorText({ message }: { message: LoginErrorMessage }) {
  const t = useTranslations('login');
  return <>{'days' in message ? t(message.key, { days: message.days }) : t(message.key)}</>;
}
