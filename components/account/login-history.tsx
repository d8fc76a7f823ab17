'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/identity/form-alert';
import { ACCOUNT_QUERY_KEYS, accountApi } from '@/lib/account/ui-api';
import { getCountry } from '@/lib/markets/countries';
import { AccountSection } from './account-section';

/** The player's recent sign-ins (identity-and-account §3 login history: loginDate, loginIp, loginCountry), newest first. */
export function LoginHistory() {
  const t = useTranslations('player.account');
  const format = useFormatter();
  const info = useQuery({ queryKey: ACCOUNT_QUERY_KEYS.loginInfo, queryFn: accountApi.loginInfo, staleTime: 0 });
  const country = (code: string | null) => (code ? (getCountry(code)?.name ?? code) : t('history.unknown'));
  return (
    <AccountSection id="history" title={t('history.title')} intro={t('history.intro')}>
      {info.isPending ? (
        <div className="skeleton h-40 rounded-md" aria-busy="true">
          <span className="sr-only">{t('loading')}</span>
        </div>
      ) : info.isError ? (
        <FormAlert>{t('loadFailed')}</FormAlert>
      ) : info.data.history.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('history.empty')}</p>
      ) : (
        <table className="w-full table-fixed text-left text-sm" data-testid="login-history">
          <caption className="sr-only">{t('history.title')}</caption>
          <thead>
            <tr className="border-b border-line text-xs uppercase tracking-wide text-fg-subtle">
              <th scope="col" className="w-[42%] py-2 pr-4 font-semibold">
                {t('history.loginDate')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('history.loginIp')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('history.loginCountry')}
              </th>
            </tr>
          </thead>
          <tbody>
            {info.data.history.map((entry, index) => (
              <tr key={`${entry.loginDate}-${index}`} className="border-b border-line/60 last:border-0">
                <td className="py-2.5 pr-4 tabular-nums text-fg">{format.dateTime(new Date(entry.loginDate), { dateStyle: 'medium', timeStyle: 'short' })}</td>
                <td className="break-all py-2.5 pr-4 font-mono text-xs text-fg-muted">{entry.loginIp ?? t('history.unknown')}</td>
                <td className="py-2.5 text-fg-muted">{country(entry.loginCountry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AccountSection>
  );
}
