'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { isDepositTrigger } from '@/lib/bonus/enums';
import { BONUS_QUERY_KEYS, bonusApi } from '@/lib/bonus/ui-api';
import { formatWalletMoney } from '@/lib/wallet/ui-money';

/**
 * The deposit flow's bonus choice (games-wallet-bonuses.md §3 deposit flow selectBonus / selectedBonusId): the deposit
 * bonuses offered for this deposit, or none. `initial` is the ?selectBonus= campaign a reward card linked with.
 */
export function DepositBonusPicker({
  selected,
  onSelect,
  initial,
}: {
  selected: number | null;
  onSelect: (id: number | null) => void;
  initial: number | null;
}) {
  const t = useTranslations('bonus.deposit');
  const locale = useLocale();
  const rewards = useQuery({ queryKey: BONUS_QUERY_KEYS.rewards('ELIGIBLE'), queryFn: () => bonusApi.rewards('ELIGIBLE'), retry: false });
  const offers = (rewards.data ?? []).filter((reward) => isDepositTrigger(reward.triggerEvent) && reward.assignmentId === null);
  const offered = offers.map((offer) => offer.campaignId).join(',');
  const applied = useRef(false);
  useEffect(() => {
    // Once the offers are known: the reward card's choice, if it is offered for this deposit.
    if (applied.current || initial === null || !offered.split(',').includes(String(initial))) return;
    applied.current = true;
    onSelect(initial);
  }, [offered, initial, onSelect]);
  if (offers.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2" data-testid="deposit-bonus-picker">
      <legend className="mb-1 text-sm font-medium text-fg">{t('legend')}</legend>
      {[null, ...offers].map((offer) => {
        const id = offer?.campaignId ?? null;
        return (
          <label
            key={id ?? 'none'}
            className="flex cursor-pointer items-start gap-3 rounded-md bg-raised p-3 ring-1 ring-inset ring-line has-[:checked]:ring-accent"
          >
            <input
              type="radio"
              name="selectBonus"
              className="mt-1 accent-[var(--color-accent,currentColor)]"
              checked={selected === id}
              onChange={() => onSelect(id)}
            />
            <span className="text-sm">
              <span className="block font-semibold text-fg">{offer ? (offer.campaignDisplayInfo?.title ?? t('offer')) : t('none')}</span>
              {offer && offer.matchPercent !== null && offer.maxBonus !== null && (
                <span className="block text-fg-muted">
                  {t('terms', {
                    percent: offer.matchPercent,
                    max: formatWalletMoney(offer.maxBonus, offer.currency, locale),
                    min: formatWalletMoney(offer.minDeposit, offer.currency, locale),
                    times: offer.wrMultiplier,
                  })}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
