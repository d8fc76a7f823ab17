'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/identity/form-alert';
import { hasProvince } from '@/lib/account/address-policy';
import { ACCOUNT_QUERY_KEYS, accountApi } from '@/lib/account/ui-api';
import { AccountMoveSection } from './account-move';
import { AddressForm } from './address-form';
import { LanguageForm } from './language-form';
import { LoginHistory } from './login-history';
import { MarketingPreferencesForm } from './marketing-preferences-form';
import { PasswordForm } from './password-form';
import { PersonalDetails } from './personal-details';
import { PhoneForm } from './phone-form';
import { ProvinceForm } from './province-form';

/** /my-account/account (identity-and-account §2, §3 "Account forms"): the player's details, each form on its own card. */
export function AccountDetailsView() {
  const t = useTranslations('player.account');
  const profile = useQuery({ queryKey: ACCOUNT_QUERY_KEYS.profile, queryFn: accountApi.profile, staleTime: 0 });
  if (profile.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        {[40, 64, 48].map((height) => (
          <div key={height} className="skeleton rounded-lg" style={{ height: `${height * 4}px` }} />
        ))}
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  if (profile.isError) return <FormAlert>{t('loadFailed')}</FormAlert>;
  const player = profile.data;
  return (
    <div className="mb-8 flex flex-col gap-6" data-testid="account-details">
      <PersonalDetails profile={player} />
      <AddressForm key={`address-${player.kycStatus}`} profile={player} />
      {hasProvince(player.countryCode) ? (
        <ProvinceForm key={`province-${player.provinceCode}`} profile={player} />
      ) : (
        <AccountMoveSection title={t('move.title')} />
      )}
      <PhoneForm profile={player} />
      <LanguageForm profile={player} />
      <PasswordForm />
      <MarketingPreferencesForm />
      <LoginHistory />
    </div>
  );
}
