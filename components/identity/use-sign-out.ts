'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { signOutEverywhere } from '@/lib/identity/ui-session';
import { toast } from '@/lib/ui/toast-store';

/** The player's own sign-out: clear everything, tell the identity service, go home and say so. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const locale = useLocale();
  const t = useTranslations('login');
  return useCallback(async () => {
    await signOutEverywhere(queryClient);
    toast({ kind: 'success', message: t('signedOut') });
    router.replace(`/${locale}`);
    router.refresh();
  }, [queryClient, router, locale, t]);
}
