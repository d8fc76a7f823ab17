'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { PlayerProfile } from '@/lib/identity/schemas';
import { getCountry } from '@/lib/markets/countries';
import { AccountSection, SectionBadge } from './account-section';

/**
 * Who the account belongs to: read-only. A regulated operator changes a name, a date of birth, an e-mail address, the
 * country or the currency only through support, after documents (docs/decisions.md "Account page").
 */
export function PersonalDetails({ profile }: { profile: PlayerProfile }) {
  const t = useTranslations('player.account.personal');
  const format = useFormatter();
  const rows: [string, string][] = [
    [t('name'), `${profile.firstName} ${profile.lastName}`],
    [t('email'), profile.email],
    [t('dateOfBirth'), profile.dateOfBirth ? format.dateTime(new Date(`${profile.dateOfBirth}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) : '—'],
    [t('country'), getCountry(profile.countryCode)?.name ?? profile.countryCode],
    [t('currency'), profile.currencyCode],
  ];
  return (
    <AccountSection id="personal" title={t('title')} intro={t('intro')} aside={<SectionBadge>{t('readOnly')}</SectionBadge>}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-wide text-fg-subtle">{label}</dt>
            <dd className="mt-1 break-words text-base text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </AccountSection>
  );
}
