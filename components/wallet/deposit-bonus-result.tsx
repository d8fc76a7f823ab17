'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { rewardCodeKey } from '@/lib/bonus/ui-api';
import { WALLET_QUERY_KEYS } from '@/lib/wallet/query-keys';
import { walletApi } from '@/lib/wallet/ui-api';
import { Notice } from './notice';

const SETTLING = new Set(['WAITING_INPUT', 'PENDING']);

/**
 * Back from the cashier: whether the deposit bonus the player chose was granted. The deposit is credited even when the
 * bonus is not (docs/decisions.md "Deposit bonuses"), so the player is told it was skipped and why.
 */
export function DepositBonusResult({ depositId }: { depositId: number }) {
  const t = useTranslations('wallet.deposit.bonusResult');
  const bonus = useTranslations('bonus.errors');
  const deposit = useQuery({
    queryKey: WALLET_QUERY_KEYS.deposit(depositId),
    queryFn: () => walletApi.deposit(depositId),
    // The provider's callback may land a moment after the player returns.
    refetchInterval: (query) => (query.state.data && SETTLING.has(query.state.data.status) ? 3_000 : false),
  });
  const result = deposit.data?.bonus;
  if (!result || result.state === 'PENDING') return null;
  if (result.state === 'GRANTED')
    return (
      <Notice tone="success" testId="deposit-bonus-result">
        {t('granted')}
      </Notice>
    );
  // The reason is the bonus engine's code; known ones have their message, anything else the generic one.
  const reason = result.reason ? bonus(rewardCodeKey(result.reason)) : null;
  return (
    <Notice tone="info" testId="deposit-bonus-result">
      {deposit.data?.status === 'FAILED' ? t('failed') : t('skipped')} {reason}
    </Notice>
  );
}
