'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { reloadTo, setFlash } from '@/lib/identity/ui-flash';
import { signOutEverywhere } from '@/lib/identity/ui-session';

/** The player's own sign-out: clear everything, tell the identity service, then load home and say so. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useCallback(async () => {
    await signOutEverywhere(queryClient);
    setFlash({ kind: 'success', key: 'login.signedOut' });
    reloadTo(`/${locale}`);
  }, [queryClient, locale]);
}
