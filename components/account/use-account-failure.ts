'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { accountFailure } from '@/lib/account/ui-api';
import { toast } from '@/lib/ui/toast-store';

/**
 * How a refused account call is shown (identity-and-account §8 "Account"): field errors go to their fields (the
 * screen's error slot), a 404 or 500 becomes a toast, anything else is the form's message, kept until the next try.
 * Answers the message text to keep, or null. `fieldFor` maps the API's field path to the form's field.
 */
export function useAccountFailure<T extends FieldValues>(form: UseFormReturn<T> | null, fieldFor: (apiField: string) => Path<T> | null = () => null) {
  const t = useTranslations('player.account');
  return useCallback(
    (error: unknown): string | null => {
      const failure = accountFailure(error);
      if (failure.kind === 'toast') {
        toast({ kind: 'error', message: t('error.failed') });
        return null;
      }
      if (failure.kind === 'fields') {
        let placed = false;
        for (const { field, code } of failure.fields) {
          const name = fieldFor(field);
          if (!form || !name) continue;
          const key = `fieldError.${code.replaceAll('.', '_')}`;
          const message = t.has(key) ? t(key) : t('fieldError.invalid');
          form.setError(name, { type: 'server', message }, { shouldFocus: !placed });
          placed = true;
        }
        return placed ? null : t('error.failed');
      }
      // `error.old_password.incorrect` → error.old_password.incorrect, `sms.code.invalid` → error.sms.code.invalid.
      const key = `error.${failure.code.replace(/^error\./, '')}`;
      const attemptsRemaining = typeof failure.additionalInfo?.attemptsRemaining === 'number' ? failure.additionalInfo.attemptsRemaining : null;
      const minutes = typeof failure.additionalInfo?.minutes === 'number' ? failure.additionalInfo.minutes : 30;
      if (!t.has(key)) return t('error.failed');
      return t(key, { attemptsRemaining: attemptsRemaining ?? 0, minutes });
    },
    [t, form, fieldFor],
  );
}
