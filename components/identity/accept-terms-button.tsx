'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { buttonClasses } from '@/components/ui/button-classes';
import { identityApi } from '@/lib/identity/ui-api';
import { ACCESS_CONTEXT_KEY } from '@/lib/identity/ui-session';
import { SHOW_UPDATED_TNC_KEY, writeItem } from '@/lib/identity/ui-storage';
import { toast } from '@/lib/ui/toast-store';
import { FormAlert } from './form-alert';
import { useSignOut } from './use-sign-out';

/** Accept: records the current terms version (the platform takes it from content), then home. */
export function AcceptTermsButton() {
  const t = useTranslations('terms');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const accept = useMutation({
    mutationFn: identityApi.acceptTerms,
    onSuccess: async () => {
      writeItem(SHOW_UPDATED_TNC_KEY, 'false');
      await queryClient.invalidateQueries({ queryKey: ACCESS_CONTEXT_KEY });
      toast({ kind: 'success', message: t('accepted') });
      router.replace(`/${locale}`);
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <FormAlert>{accept.isError ? t('error') : null}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => accept.mutate()}
          disabled={accept.isPending}
          aria-busy={accept.isPending}
          className={buttonClasses({ size: 'lg' })}
          data-testid="accept-terms"
        >
          {accept.isPending ? t('accepting') : t('accept')}
        </button>
        <button type="button" onClick={() => void signOut()} className={buttonClasses({ variant: 'ghost', size: 'lg' })}>
          {t('signOut')}
        </button>
      </div>
    </div>
  );
}
