'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button-classes';
import { BONUS_QUERY_KEYS, bonusApi, rewardErrorKey } from '@/lib/bonus/ui-api';
import type { Reward } from '@/lib/bonus/schemas';
import { WALLET_QUERY_KEYS } from '@/lib/wallet/query-keys';
import { formatWalletMoney } from '@/lib/wallet/ui-money';

export type ForfeitFlow = 'forfeit' | 'forfeitThenClaim' | 'forfeitThenConsent' | 'forfeitOnWithdrawal';

/**
 * The forfeit overlays (games-wallet-bonuses.md §2, §4): what forfeiting removes (the bonus balance) and what the player
 * keeps (their cash); on success the follow-up runs (the claim that was refused), on failure the forfeit error shows.
 * `confirm` replaces the forfeit call when another request forfeits as part of it (forfeit on withdrawal: the
 * withdrawal sent with the player's consent); `children` adds the flow's details above the actions.
 */
export function ForfeitDialog({
  reward,
  flow,
  onClose,
  onForfeited,
  confirm,
  children,
}: {
  reward: Pick<Reward, 'assignmentId' | 'bonusBalance' | 'wageringProgress' | 'currency' | 'campaignDisplayInfo'> | null;
  flow: ForfeitFlow;
  onClose: () => void;
  onForfeited?: () => void;
  confirm?: () => Promise<unknown>;
  children?: ReactNode;
}) {
  const t = useTranslations('bonus');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const forfeit = useMutation({
    mutationFn: () => (confirm ? confirm() : bonusApi.forfeit(reward!.assignmentId!, reward!.wageringProgress ?? 0)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BONUS_QUERY_KEYS.all });
      await queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEYS.all });
      onForfeited?.();
      onClose();
    },
  });
  const balance = reward?.bonusBalance ?? null;
  return (
    <Dialog open={reward !== null} onClose={onClose} title={t(`forfeit.${flow}.title`)} closeLabel={t('forfeit.cancel')}>
      <div className="flex flex-col gap-4" data-testid="forfeit-dialog">
        <p className="text-sm text-fg-muted">{t(`forfeit.${flow}.body`, { name: reward?.campaignDisplayInfo?.title ?? t('thisBonus') })}</p>
        {balance !== null && reward && (
          <p className="rounded-md bg-raised p-3 text-sm text-fg">{t('forfeit.removes', { amount: formatWalletMoney(balance, reward.currency, locale) })}</p>
        )}
        {children}
        {forfeit.isError && (
          <p role="alert" className="text-sm text-danger" data-testid="forfeit-error">
            {t('forfeit.error')} {t(`errors.${rewardErrorKey(forfeit.error)}`)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses({ variant: 'secondary' })} onClick={onClose}>
            {t('forfeit.cancel')}
          </button>
          <button
            type="button"
            className={buttonClasses({ variant: 'primary' })}
            disabled={forfeit.isPending}
            onClick={() => forfeit.mutate()}
            data-testid="forfeit-confirm"
          >
            {t(`forfeit.${flow}.confirm`)}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
