'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { Notice } from '@/components/wallet/notice';
import { buttonClasses } from '@/components/ui/button-classes';
import { usePathname, useRouter } from '@/i18n/navigation';
import { BONUS_PATTERN_HINT_LENGTH, bonusCodeInputValid } from '@/lib/bonus/ui-code';
import { BONUS_QUERY_KEYS, bonusApi, consentRequiredOf, forfeitFlowOf, rewardErrorKey, rewardErrorValues } from '@/lib/bonus/ui-api';
import { WALLET_QUERY_KEYS } from '@/lib/wallet/query-keys';
import { ConsentCheckbox } from './consent-checkbox';
import { ForfeitDialog } from './forfeit-dialog';

/**
 * /my-account/bonus-code: enter a code (or arrive with ?bonusCode=, read on entry and then removed from the URL, as
 * games-wallet-bonuses.md §2 says), check it, then claim its offer. Needs manual claim to be available (games-wallet-bonuses §2 guard).
 */
export function BonusCodeView() {
  const t = useTranslations('bonus');
  const inputId = useId();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const queryClient = useQueryClient();
  const [entryCode] = useState(() => searchParams.get('bonusCode'));
  const entryHandled = useRef(false);
  const [code, setCode] = useState(entryCode ?? '');
  const [forfeitOf, setForfeitOf] = useState<number | null>(null);
  const available = useQuery({ queryKey: ['bonus', 'manual-claim-available'], queryFn: bonusApi.manualClaimAvailable });
  const validate = useMutation({ mutationFn: (value: string) => bonusApi.validateCode(value) });
  const claim = useMutation({
    mutationFn: (value: string) => bonusApi.manualClaim(value),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BONUS_QUERY_KEYS.all });
      await queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEYS.all });
      router.push('/my-account/rewards/active');
    },
    onError: (error) => setForfeitOf(forfeitFlowOf(error)?.assignmentId ?? null),
  });

  const [accepted, setAccepted] = useState(false);
  // A code whose campaign requires consent: the claim is refused until the player accepts its terms here.
  const consent = useMutation({
    mutationFn: (campaignId: number) => bonusApi.consent(campaignId, true),
    onSuccess: () => validate.data && claim.mutate(validate.data.bonusCodeValue),
  });
  const needsConsent = claim.isError && consentRequiredOf(claim.error);

  const checkCode = validate.mutate;
  useEffect(() => {
    if (entryCode === null || entryHandled.current) return;
    entryHandled.current = true;
    // Read on entry, then removed from the URL so a reload or a shared link does not carry it on.
    router.replace(pathname);
    if (bonusCodeInputValid(entryCode)) checkCode(entryCode.trim());
  }, [entryCode, pathname, router, checkCode]);

  if (available.data && !available.data.isAvailable) return <Notice tone="error">{t('code.unavailable')}</Notice>;
  const error = validate.error ?? consent.error ?? (claim.isError && !forfeitFlowOf(claim.error) && !needsConsent ? claim.error : null);
  return (
    <div className="flex max-w-xl flex-col gap-5" data-testid="bonus-code">
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (bonusCodeInputValid(code)) validate.mutate(code.trim());
        }}
      >
        <label htmlFor={inputId} className="text-sm font-medium text-fg">
          {t('code.label')}
        </label>
        <div className="flex flex-wrap gap-3">
          <input
            id={inputId}
            name="bonusCode"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              validate.reset();
            }}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={BONUS_PATTERN_HINT_LENGTH}
            className="min-h-11 flex-1 rounded-md bg-raised px-3 uppercase tracking-wider text-fg ring-1 ring-inset ring-line focus:outline-none focus:ring-2 focus:ring-accent"
            aria-describedby={`${inputId}-help`}
          />
          <button type="submit" className={buttonClasses({ variant: 'secondary' })} disabled={validate.isPending || !bonusCodeInputValid(code)}>
            {t('code.check')}
          </button>
        </div>
        <p id={`${inputId}-help`} className="text-xs text-fg-subtle">
          {t('code.help')}
        </p>
      </form>
      {error && (
        <p role="alert" className="text-sm text-danger" data-testid="bonus-code-error">
          {t(`errors.${rewardErrorKey(error)}`, rewardErrorValues(error))}
        </p>
      )}
      {validate.data && (
        <div className="flex flex-col gap-3 rounded-lg bg-surface p-5 ring-1 ring-inset ring-line" data-testid="bonus-code-valid">
          <p className="text-fg">{t('code.valid', { code: validate.data.bonusCodeValue })}</p>
          {needsConsent ? (
            <div className="flex flex-col gap-3" data-testid="consent-step">
              <p className="text-sm text-fg-muted">{t('consent.needed')}</p>
              <ConsentCheckbox checked={accepted} onChange={setAccepted} />
              <div>
                <button
                  type="button"
                  className={buttonClasses()}
                  disabled={!accepted || consent.isPending || claim.isPending}
                  onClick={() => consent.mutate(validate.data.bonusCodeCampaignId)}
                >
                  {t('consent.accept')}
                </button>
              </div>
            </div>
          ) : (
            <div>
              <button type="button" className={buttonClasses()} disabled={claim.isPending} onClick={() => claim.mutate(validate.data.bonusCodeValue)}>
                {t('code.claim')}
              </button>
            </div>
          )}
        </div>
      )}
      <ForfeitDialog
        reward={forfeitOf === null ? null : { assignmentId: forfeitOf, bonusBalance: null, wageringProgress: 0, currency: 'EUR', campaignDisplayInfo: null }}
        flow="forfeitThenClaim"
        onClose={() => setForfeitOf(null)}
        onForfeited={() => validate.data && claim.mutate(validate.data.bonusCodeValue)}
      />
    </div>
  );
}
