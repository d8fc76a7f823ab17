'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/identity/form-alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { isAddressLocked } from '@/lib/account/address-policy';
import { ACCOUNT_QUERY_KEYS, accountApi, accountFailure } from '@/lib/account/ui-api';
import type { PlayerProfile } from '@/lib/identity/schemas';
import { CANADIAN_PROVINCES, isOntario } from '@/lib/markets/provinces';
import { toast } from '@/lib/ui/toast-store';
import { AccountMove } from './account-move';
import { AccountSection, SectionBadge } from './account-section';
import { SelectField } from './select-field';
import { useAccountFailure } from './use-account-failure';

/** Canada only: the province, with Ontario flagged (its own regulator); a move into or out of it goes through support. */
export function ProvinceForm({ profile }: { profile: PlayerProfile }) {
  const t = useTranslations('player.account');
  const queryClient = useQueryClient();
  const [provinceCode, setProvinceCode] = useState(profile.provinceCode ?? '');
  const [message, setMessage] = useState<string | null>(null);
  // The province a move into or out of Ontario was refused for: the form then offers an account move (support).
  const [refusedProvince, setRefusedProvince] = useState<string | null>(null);
  const fail = useAccountFailure(null);
  const save = useMutation({
    mutationFn: accountApi.updateAddress,
    onSuccess: () => {
      setMessage(null);
      setRefusedProvince(null);
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEYS.profile });
      toast({ kind: 'success', message: t('province.success.toast') });
    },
    onError: (error, body) => {
      const failure = accountFailure(error);
      setRefusedProvince(failure.kind === 'message' && failure.code === 'error.account.province.ontario' ? (body.provinceCode ?? null) : null);
      setMessage(fail(error));
    },
  });
  const locked = isAddressLocked(profile.kycStatus);
  const ontario = isOntario(profile.provinceCode);
  const badge = ontario ? <SectionBadge testId="province-ontario">{t('province.ontarioBadge')}</SectionBadge> : null;
  return (
    <AccountSection id="province" title={t('province.title')} intro={ontario ? t('province.ontarioIntro') : t('province.intro')} aside={badge}>
      <form
        noValidate
        className="flex flex-col gap-4 md:flex-row md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (provinceCode) save.mutate({ provinceCode });
        }}
      >
        <SelectField
          id="account-provinceCode"
          label={t('province.label')}
          className="md:min-w-72"
          value={provinceCode}
          disabled={locked}
          help={locked ? t('address.lockedIntro') : t('province.help')}
          onChange={(event) => setProvinceCode(event.target.value)}
        >
          {profile.provinceCode ? null : <option value="">{t('province.choose')}</option>}
          {CANADIAN_PROVINCES.map((province) => (
            <option key={province.code} value={province.code}>
              {isOntario(province.code) ? t('province.ontarioOption', { name: province.label }) : province.label}
            </option>
          ))}
        </SelectField>
        {locked ? null : (
          <button
            type="submit"
            disabled={save.isPending || !provinceCode || provinceCode === profile.provinceCode}
            className={buttonClasses({ size: 'md', className: 'self-start md:mb-6 md:self-auto' })}
          >
            {save.isPending ? t('working') : t('province.submit')}
          </button>
        )}
      </form>
      <div className="mt-3">
        <FormAlert testId="province-error">{message}</FormAlert>
      </div>
      <AccountMove
        refusedProvince={refusedProvince}
        onRequested={() => {
          // The request is filed: the refusal's "contact support" is answered by the status below.
          setMessage(null);
          setRefusedProvince(null);
        }}
      />
    </AccountSection>
  );
}
