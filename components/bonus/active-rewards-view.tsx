'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Notice } from '@/components/wallet/notice';
import { buttonClasses } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { BONUS_QUERY_KEYS, bonusApi } from '@/lib/bonus/ui-api';
import type { Reward } from '@/lib/bonus/schemas';
import { formatWalletMoney } from '@/lib/wallet/ui-money';
import { ForfeitDialog } from './forfeit-dialog';
import { RewardTerms } from './reward-terms';
import { WageringProgress } from './wagering-progress';

/** /my-account/rewards/active: running bonuses with their wagering progress, expiry and a forfeit action. */
export function ActiveRewardsView() {
  const t = useTranslations('bonus');
  const locale = useLocale();
  const [forfeiting, setForfeiting] = useState<Reward | null>(null);
  const rewards = useQuery({ queryKey: BONUS_QUERY_KEYS.rewards('ACTIVE'), queryFn: () => bonusApi.rewards('ACTIVE', locale.split('-')[0].toLowerCase()) });
  if (rewards.isPending) return <div className="skeleton h-48 rounded-lg" aria-busy="true" />;
  if (rewards.isError) return <Notice tone="error">{t('errors.error_oops_tryAgain')}</Notice>;
  if (rewards.data.length === 0)
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg bg-surface p-6 ring-1 ring-inset ring-line" data-testid="active-empty">
        <p className="text-fg-muted">{t('active.empty')}</p>
        <Link href="/my-account/rewards" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {t('active.seeOffers')}
        </Link>
      </div>
    );
  const money = (reward: Reward, minor: number) => formatWalletMoney(minor, reward.currency, locale);
  return (
    <>
      <ul className="flex flex-col gap-4" data-testid="active-rewards">
        {rewards.data.map((reward) => (
          <li
            key={reward.assignmentId}
            className="flex flex-col gap-4 rounded-lg bg-surface p-5 shadow-card ring-1 ring-inset ring-line"
            data-testid="active-reward"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="text-xs font-semibold uppercase tracking-wide text-accent">{t(`vertical.${reward.vertical}`)}</p>
                <h2 className="mt-1 text-lg font-bold text-fg">{reward.campaignDisplayInfo?.title ?? t('untitled')}</h2>
              </div>
              <p className="text-right text-sm text-fg-muted">
                {t('active.balance')}
                <span className="block text-xl font-bold tabular-nums text-fg">{money(reward, reward.bonusBalance ?? 0)}</span>
              </p>
            </div>
            <WageringProgress wagered={reward.wageringProgress ?? 0} required={reward.wageringAmount ?? 0} currency={reward.currency} />
            {reward.expiresAt && (
              <p className="text-sm text-fg-muted">
                {t('active.expires', { date: new Date(reward.expiresAt).toLocaleDateString(locale, { dateStyle: 'medium' }) })}
              </p>
            )}
            <RewardTerms reward={reward} />
            <p className="text-sm text-fg-muted">{t('active.forfeitPays', { amount: money(reward, reward.bonusBalance ?? 0) })}</p>
            <div>
              <button
                type="button"
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                onClick={() => setForfeiting(reward)}
                data-testid="forfeit-button"
              >
                {t('active.forfeit')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ForfeitDialog reward={forfeiting} flow="forfeit" onClose={() => setForfeiting(null)} />
    </>
  );
}
