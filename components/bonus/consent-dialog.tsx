'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { bonusApi, rewardErrorKey } from '@/lib/bonus/ui-api';
import type { Reward } from '@/lib/bonus/schemas';
import { ConsentCheckbox } from './consent-checkbox';
import { RewardTerms } from './reward-terms';

/**
 * The consent step (games-wallet-bonuses.md §4 "forfeit then consent", §7 `/bonus/campaigns/consent`): a campaign that
 * requires consent shows its key terms and a link to the full terms; the player ticks the box and accepts, the
 * consent is recorded, then the claim that was waiting runs (onConsented).
 */
export function ConsentDialog({
  reward,
  open,
  title,
  onClose,
  onConsented,
}: {
  reward: Reward;
  open: boolean;
  title: string;
  onClose: () => void;
  onConsented: () => void;
}) {
  const t = useTranslations('bonus');
  const [accepted, setAccepted] = useState(false);
  const consent = useMutation({
    mutationFn: () => bonusApi.consent(reward.campaignId, true),
    onSuccess: () => {
      onConsented();
      onClose();
    },
  });
  return (
    <Dialog open={open} onClose={onClose} title={t('consent.title')} closeLabel={t('consent.cancel')}>
      <div className="flex flex-col gap-4" data-testid="consent-step">
        <p className="text-sm text-fg-muted">{t('consent.body', { name: title })}</p>
        <div className="rounded-md bg-raised p-3">
          <RewardTerms reward={reward} />
        </div>
        {reward.campaignDisplayInfo && (
          <Link
            href={`/promotions/all/${reward.campaignDisplayInfo.promotionSlug}`}
            target="_blank"
            className="self-start text-sm font-semibold text-accent underline underline-offset-4"
          >
            {t('eligible.fullTerms')}
          </Link>
        )}
        <ConsentCheckbox checked={accepted} onChange={setAccepted} />
        {consent.isError && (
          <p role="alert" className="text-sm text-danger">
            {t(`errors.${rewardErrorKey(consent.error)}`)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses({ variant: 'secondary' })} onClick={onClose}>
            {t('consent.cancel')}
          </button>
          <button
            type="button"
            className={buttonClasses({ variant: 'primary' })}
            disabled={!accepted || consent.isPending}
            onClick={() => consent.mutate()}
            data-testid="consent-accept"
          >
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
