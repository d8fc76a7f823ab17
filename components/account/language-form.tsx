'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { FormAlert } from '@/components/identity/form-alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { ACCOUNT_QUERY_KEYS, accountApi } from '@/lib/account/ui-api';
import type { PlayerProfile } from '@/lib/identity/schemas';
import { BCP47_BY_LANGUAGE, isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@/lib/markets/languages';
import { toast } from '@/lib/ui/toast-store';
import { AccountSection } from './account-section';
import { SelectField } from './select-field';
import { useAccountFailure } from './use-account-failure';

/** Each site language named in itself, with its region ("English (India)", "français (Canada)"). */
function languageName(code: LanguageCode): string {
  const tag = BCP47_BY_LANGUAGE[code];
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return code;
  }
}

/** The language of the player's messages and e-mails (identity-and-account §7 `/player/language`; inen is stored as en). */
export function LanguageForm({ profile }: { profile: PlayerProfile }) {
  const t = useTranslations('player.account');
  const queryClient = useQueryClient();
  const current = isLanguageCode(profile.languageCode) ? profile.languageCode : 'en';
  const [language, setLanguage] = useState<LanguageCode>(current);
  const [message, setMessage] = useState<string | null>(null);
  const fail = useAccountFailure(null);
  const options = useMemo(() => LANGUAGE_CODES.map((code) => ({ code, name: languageName(code) })), []);
  const save = useMutation({
    mutationFn: accountApi.updateLanguage,
    onSuccess: (answer) => {
      setMessage(null);
      setLanguage(answer.languageCode);
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEYS.profile });
      toast({ kind: 'success', message: t('language.success.toast') });
    },
    onError: (error) => setMessage(fail(error)),
  });
  return (
    <AccountSection id="language" title={t('language.title')} intro={t('language.intro')}>
      <form
        noValidate
        className="flex flex-col gap-4 md:flex-row md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ language });
        }}
      >
        <SelectField
          id="account-language"
          label={t('language.label')}
          className="md:min-w-72"
          value={language}
          onChange={(event) => setLanguage(event.target.value as LanguageCode)}
        >
          {options.map(({ code, name }) => (
            <option key={code} value={code} lang={BCP47_BY_LANGUAGE[code]}>
              {name}
            </option>
          ))}
        </SelectField>
        <button type="submit" disabled={save.isPending} className={buttonClasses({ size: 'md', className: 'self-start md:self-auto' })}>
          {save.isPending ? t('working') : t('language.submit')}
        </button>
      </form>
      <div className="mt-3">
        <FormAlert testId="language-error">{message}</FormAlert>
      </div>
    </AccountSection>
  );
}
