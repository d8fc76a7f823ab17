'use client';

import { useEffect } from 'react';
import { useSessionHint } from '@/components/layout/use-session-hint';
import { useRouter } from '@/i18n/navigation';

/** The public /deposit page explains deposits to visitors; a signed-in player goes straight to the cashier form. */
export function DepositRedirect() {
  const signedIn = useSessionHint();
  const router = useRouter();
  useEffect(() => {
    if (signedIn) router.replace('/my-account/banking/deposit');
  }, [signedIn, router]);
  return null;
}
