'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ContributionGameType } from '@/lib/bonus/enums';
import type { Reward } from '@/lib/bonus/schemas';
import { formatWalletMoney } from '@/lib/wallet/ui-money';

/** A reward's key terms in words: match and cap or amount, wagering, minimum deposit, maximum bet, contributions. */
export function RewardTerms({ reward }: { reward: Reward }) {
  const t = useTranslations('bonus.terms');
  const typeName = useTranslations('bonus.gameType');
  const locale = useLocale();
  const money = (minor: number) => formatWalletMoney(minor, reward.currency, locale);
  const contributions = Object.entries(reward.gameContributions);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {reward.matchPercent !== null && reward.maxBonus !== null ? (
        <Term label={t('offer')} value={t('match', { percent: reward.matchPercent, max: money(reward.maxBonus) })} />
      ) : reward.bonusAmount !== null ? (
        <Term label={t('offer')} value={money(reward.bonusAmount)} />
      ) : null}
      <Term label={t('wagering')} value={t('times', { times: reward.wrMultiplier })} />
      {reward.minDeposit > 0 && <Term label={t('minDeposit')} value={money(reward.minDeposit)} />}
      {reward.maxBet !== null && <Term label={t('maxBet')} value={money(reward.maxBet)} />}
      {reward.maxConversion !== null && <Term label={t('maxConversion')} value={money(reward.maxConversion)} />}
      <Term
        label={t('contributions')}
        value={[
          ...contributions.map(([type, percent]) => `${typeName(type as ContributionGameType)} ${percent}%`),
          t('others', { percent: reward.defaultContribution }),
        ].join(' · ')}
      />
    </dl>
  );
}

function Term({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-line/60 py-1 sm:block sm:border-0">
      <dt className="text-fg-subtle">{label}</dt>
      <dd className="text-right font-medium tabular-nums text-fg sm:text-left">{value}</dd>
    </div>
  );
}
