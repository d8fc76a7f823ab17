'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Notice } from '@/components/wallet/notice';
import { buttonClasses } from '@/components/ui/button-classes';
import { Link, useRouter } from '@/i18n/navigation';
import { BONUS_QUERY_KEYS, bonusApi, consentRequiredOf, forfeitFlowOf, rewardErrorKey } from '@/lib/bonus/ui-api';
import { isDepositTrigger } from '@/lib/bonus/enums';
import type { Reward } from '@/lib/bonus/schemas';
import { WALLET_QUERY_KEYS } from '@/lib/wallet/query-keys';
import { ConsentDialog } from './consent-dialog';
import { ForfeitDialog } from './forfeit-dialog';
import { RewardTerms } from './reward-terms';

/** /my-account/rewards: the rewards offered to the player, each with its terms and a claim (or deposit) action. */
export function RewardsView() {
  const t = useTranslations('bonus');
  const locale = useLocale();
  const rewards = useQuery({ queryKey: BONUS_QUERY_KEYS.rewards('ELIGIBLE'), queryFn: () => bonusApi.rewards('ELIGIBLE', locale.split('-')[0].toLowerCase()) });
  if (rewards.isPending) return <div className="skeleton h-48 rounded-lg" aria-busy="true" />;
  if (rewards.isError) return <Notice tone="error">{t('errors.error_oops_tryAgain')}</Notice>;
  if (rewards.data.length === 0) return <EligibleRewardsEmpty />;
  return <EligibleRewardList rewards={rewards.data} />;
}

/** No offers: says so and points to the bonus-code page. */
export function EligibleRewardsEmpty() {
  const t = useTranslations('bonus');
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg bg-surface p-6 ring-1 ring-inset ring-line" data-testid="rewards-empty">
      <p className="text-fg-muted">{t('eligible.empty')}</p>
      <Link href="/my-account/bonus-code" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        {t('eligible.haveCode')}
      </Link>
    </div>
  );
}

type ClaimProps = {
  /** After a successful claim; default the active rewards page (games-wallet-bonuses.md §2; the lobby switches to its active tab). */
  onClaimed?: () => void;
};

/** Offers as cards, each with its terms and a claim (or deposit) action; `promotedIds` are marked as featured. */
export function EligibleRewardList({ rewards, promotedIds = [], onClaimed }: ClaimProps & { rewards: Reward[]; promotedIds?: readonly number[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="eligible-rewards">
      {rewards.map((reward) => (
        <EligibleReward
          key={`${reward.campaignId}-${reward.assignmentId ?? 'offer'}`}
          reward={reward}
          promoted={promotedIds.includes(reward.campaignId)}
          onClaimed={onClaimed}
        />
      ))}
    </ul>
  );
}

/** A reward without content text is named by its trigger (a sign-up reward, a follow-up), else "Bonus offer". */
function rewardTitle(t: ReturnType<typeof useTranslations<'bonus'>>, reward: Reward): string {
  if (reward.triggerEvent === 'REGISTRATION_WITH_TIMEFRAME' || reward.triggerEvent === 'LINKED_CAMPAIGN') return t(`triggerTitle.${reward.triggerEvent}`);
  return t('untitled');
}

function EligibleReward({ reward, promoted, onClaimed }: ClaimProps & { reward: Reward; promoted: boolean }) {
  const t = useTranslations('bonus');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [forfeitOf, setForfeitOf] = useState<number | null>(null);
  const [consentOpen, setConsentOpen] = useState(false);
  const [consented, setConsented] = useState(reward.consented);
  const needsConsent = reward.consentRequired && !consented;
  const title = reward.campaignDisplayInfo?.title ?? rewardTitle(t, reward);
  const claim = useMutation({
    mutationFn: () => bonusApi.claim(reward.campaignId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BONUS_QUERY_KEYS.all });
      await queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEYS.all });
      // games-wallet-bonuses.md §2: after claiming a reward, the active rewards page (or the lobby's active tab).
      if (onClaimed) onClaimed();
      else router.push('/my-account/rewards/active');
    },
    // The server refuses a running bonus first, then a missing consent: forfeit, then consent, then the claim.
    onError: (error) => {
      setForfeitOf(forfeitFlowOf(error)?.assignmentId ?? null);
      if (consentRequiredOf(error)) {
        setConsented(false);
        setConsentOpen(true);
      }
    },
  });
  const refusal = claim.isError && !forfeitFlowOf(claim.error) && !consentRequiredOf(claim.error);
  const deposit = isDepositTrigger(reward.triggerEvent);
  return (
    <li className="flex flex-col gap-4 rounded-lg bg-surface p-5 shadow-card ring-1 ring-inset ring-line" data-testid="eligible-reward">
      <div>
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide text-accent">
          {t(`vertical.${reward.vertical}`)}
          {promoted && (
            <span className="rounded-full bg-accent/15 px-2 py-0.5 normal-case tracking-normal text-accent" data-testid="promoted-reward">
              {t('lobby.promoted')}
            </span>
          )}
        </p>
        <h2 className="mt-1 text-lg font-bold text-fg">{title}</h2>
        {reward.campaignDisplayInfo && <p className="mt-1 text-sm text-fg-muted">{reward.campaignDisplayInfo.summary}</p>}
      </div>
      <RewardTerms reward={reward} />
      {needsConsent && (
        <p className="text-sm text-fg-muted" data-testid="consent-needed">
          {t('consent.needed')}
        </p>
      )}
      {refusal && (
        <p role="alert" className="text-sm text-danger">
          {t(`errors.${rewardErrorKey(claim.error)}`)}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-3">
        {deposit ? (
          <Link
            href={`/my-account/banking/deposit?selectBonus=${reward.campaignId}`}
            className={buttonClasses({ size: 'sm' })}
            data-testid="deposit-for-reward"
          >
            {t('eligible.depositToClaim')}
          </Link>
        ) : (
          <button type="button" className={buttonClasses({ size: 'sm' })} disabled={claim.isPending} onClick={() => claim.mutate()}>
            {t('eligible.claim')}
          </button>
        )}
        {reward.campaignDisplayInfo && (
          <Link href={`/promotions/all/${reward.campaignDisplayInfo.promotionSlug}`} className="text-sm text-accent underline-offset-2 hover:underline">
            {t('eligible.fullTerms')}
          </Link>
        )}
      </div>
      <ForfeitDialog
        reward={
          forfeitOf === null ? null : { assignmentId: forfeitOf, bonusBalance: null, wageringProgress: 0, currency: reward.currency, campaignDisplayInfo: null }
        }
        flow={needsConsent ? 'forfeitThenConsent' : 'forfeitThenClaim'}
        onClose={() => setForfeitOf(null)}
        onForfeited={() => (needsConsent ? setConsentOpen(true) : claim.mutate())}
      />
      <ConsentDialog
        reward={reward}
        open={consentOpen}
        title={title}
        onClose={() => setConsentOpen(false)}
        onConsented={() => {
          setConsented(true);
          claim.mutate();
        }}
      />
    </li>
  );
}
