'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { ForfeitDialog } from '@/components/bonus/forfeit-dialog';
import { WageringProgress } from '@/components/bonus/wagering-progress';
import { BONUS_QUERY_KEYS, bonusApi } from '@/lib/bonus/ui-api';
import { formatWalletMoney } from '@/lib/wallet/ui-money';

/**
 * The forfeit-on-withdrawal modal (games-wallet-bonuses.md §2 overlays, games-wallet-bonuses §4 forfeit flows): opened when the withdrawal
 * was refused because a bonus runs. It shows what the player loses (each running bonus's balance and wagering
 * progress) and what is paid out (the cash asked for, nothing of the bonus); "Forfeit and withdraw" sends the
 * withdrawal again with the player's consent (`confirm`).
 */
export function WithdrawForfeitDialog({
  pending,
  currency,
  onClose,
  confirm,
}: {
  /** The withdrawal waiting for consent: its amount and the running bonus the refusal named; null when closed. */
  pending: { amount: number; assignmentId: number } | null;
  currency: string;
  onClose: () => void;
  confirm: () => Promise<unknown>;
}) {
  const t = useTranslations('bonus');
  const locale = useLocale();
  const rewards = useQuery({
    queryKey: BONUS_QUERY_KEYS.rewards('ACTIVE'),
    queryFn: () => bonusApi.rewards('ACTIVE', locale.split('-')[0].toLowerCase()),
    enabled: pending !== null,
    staleTime: 0,
  });
  if (pending === null || rewards.isPending) return null;
  const running = (rewards.data ?? []).filter((reward) => reward.assignmentId !== null);
  const first = running.find((reward) => reward.assignmentId === pending.assignmentId) ?? running[0];
  const total = running.reduce((sum, reward) => sum + (reward.bonusBalance ?? 0), 0);
  const reward = first
    ? { ...first, bonusBalance: total }
    : { assignmentId: pending.assignmentId, bonusBalance: null, wageringProgress: 0, currency, campaignDisplayInfo: null };
  return (
    <ForfeitDialog reward={reward} flow="forfeitOnWithdrawal" onClose={onClose} confirm={confirm}>
      {running.map((bonus) => (
        <div key={bonus.assignmentId} className="flex flex-col gap-2 rounded-md p-3 ring-1 ring-inset ring-line" data-testid="withdraw-forfeit-bonus">
          <p className="text-sm font-semibold text-fg">{bonus.campaignDisplayInfo?.title ?? t('untitled')}</p>
          <WageringProgress wagered={bonus.wageringProgress ?? 0} required={bonus.wageringAmount ?? 0} currency={bonus.currency} compact />
        </div>
      ))}
      <p className="text-sm text-fg" data-testid="withdraw-forfeit-payout">
        {t('forfeit.forfeitOnWithdrawal.payout', { amount: formatWalletMoney(pending.amount, currency, locale) })}
      </p>
    </ForfeitDialog>
  );
}
