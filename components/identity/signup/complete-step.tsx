'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { SIGNUP_LOGIN_ATTEMPTS, SIGNUP_LOGIN_RETRY_DELAY_MS, retry } from '@/lib/identity/ui-retry';
import { ACCESS_CONTEXT_KEY } from '@/lib/identity/ui-session';
import { signInAndLoadContext } from '@/lib/identity/ui-use-sign-in';
import { FormAlert } from '../form-alert';
import { openLogin } from '../open-login';

/** Complete: the client signs in, retrying 5 times 3 s apart (spec identity-and-account §4, §9), then offers the next steps. */
export function CompleteStep({ email, password, firstName }: { email: string; password: string; firstName: string }) {
  const t = useTranslations('signup.complete');
  const s = useTranslations('signup');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'signingIn' | 'signedIn' | 'failed'>('signingIn');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    retry(() => signInAndLoadContext({ email, password }), { attempts: SIGNUP_LOGIN_ATTEMPTS, delayMs: SIGNUP_LOGIN_RETRY_DELAY_MS }).then(
      ({ context }) => {
        queryClient.setQueryData(ACCESS_CONTEXT_KEY, context);
        setStatus('signedIn');
        router.refresh();
      },
      () => setStatus('failed'),
    );
  }, [email, password, queryClient, router]);

  return (
    <div className="flex flex-col items-start gap-4" data-testid="signup-complete" data-status={status}>
      <CheckCircleIcon className="size-12 text-success" />
      <h2 className="text-xl font-bold text-fg outline-none" tabIndex={-1} data-step-heading>
        {t('title')}
      </h2>
      <p className="text-fg-muted">{t('intro', { name: firstName })}</p>
      {status === 'signingIn' ? (
        <p role="status" className="text-sm text-fg-muted">
          {t('signingIn')}
        </p>
      ) : null}
      {status === 'failed' ? (
        <>
          <FormAlert>{t('signInFailed')}</FormAlert>
          <button type="button" onClick={() => openLogin()} className={buttonClasses({ size: 'lg' })}>
            {s('signIn')}
          </button>
        </>
      ) : null}
      {status === 'signedIn' ? (
        <div className="flex flex-wrap gap-3">
          <Link href="/deposit" className={buttonClasses({ size: 'lg' })}>
            {t('deposit')}
          </Link>
          <Link href="/online-casino" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('explore')}
          </Link>
          <Link href="/my-account/gambling-limits" className={buttonClasses({ variant: 'ghost', size: 'lg' })}>
            {t('limits')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
