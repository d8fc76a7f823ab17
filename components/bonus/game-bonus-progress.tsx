'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BONUS_STORAGE_KEYS, bonusApi } from '@/lib/bonus/ui-api';
import type { BonusWageringProgress } from '@/lib/wallet/live-events';
import { BONUS_PROGRESS_KEY } from '@/lib/wallet/query-keys';
import { WageringProgress } from './wagering-progress';

/** Read once when the game opens; afterwards the wallet socket's BONUS_WAGERING_PROGRESS keeps it current (no polling). */
async function initialProgress(): Promise<BonusWageringProgress[]> {
  const active = await bonusApi.rewards('ACTIVE');
  return active.map((reward) => ({
    assignmentId: reward.assignmentId!,
    campaignId: reward.campaignId,
    vertical: reward.vertical,
    currency: reward.currency,
    wagered: reward.wageringProgress ?? 0,
    required: reward.wageringAmount ?? 0,
    bonusBalance: reward.bonusBalance ?? 0,
  }));
}

/**
 * The running bonus of the game's vertical while playing for real: wagered of required, moving with each bet as the
 * live connection pushes it. The explainer can be hidden for good (the spec's hide_wagering_requirements_popup key).
 */
export function GameBonusProgress({ vertical }: { vertical: 'CASINO' | 'LIVE_CASINO' }) {
  const t = useTranslations('bonus.progress');
  const progress = useQuery({ queryKey: BONUS_PROGRESS_KEY, queryFn: initialProgress, staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
  // Read lazily: the component renders nothing until the client has the progress, so server and client agree.
  const [hideExplainer, setHideExplainer] = useState(
    () => typeof window === 'undefined' || window.localStorage.getItem(BONUS_STORAGE_KEYS.hideWageringPopup) === 'true',
  );
  const running = progress.data?.find((entry) => entry.vertical === vertical);
  if (!running) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-line px-4 py-3 md:px-5" data-testid="game-bonus-progress">
      <WageringProgress wagered={running.wagered} required={running.required} currency={running.currency} compact />
      {!hideExplainer && (
        <p className="flex items-start justify-between gap-3 text-xs text-fg-subtle">
          <span>{t('explainer')}</span>
          <button
            type="button"
            className="shrink-0 text-accent underline-offset-2 hover:underline"
            onClick={() => {
              window.localStorage.setItem(BONUS_STORAGE_KEYS.hideWageringPopup, 'true');
              setHideExplainer(true);
            }}
          >
            {t('hide')}
          </button>
        </p>
      )}
    </div>
  );
}
