'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ActiveRewardsView } from '@/components/bonus/active-rewards-view';
import { EligibleRewardList, EligibleRewardsEmpty } from '@/components/bonus/rewards-view';
import { Notice } from '@/components/wallet/notice';
import { browserStorage, captureCampaignIds, writeStoredCampaignIds } from '@/lib/bonus/campaign-ids';
import { lobbyOffers } from '@/lib/bonus/lobby-offers';
import { BONUS_QUERY_KEYS, bonusApi } from '@/lib/bonus/ui-api';

const TABS = ['eligible', 'active'] as const;
type RewardTab = (typeof TABS)[number];

/**
 * The lobby's reward tab (games-wallet-bonuses.md §2 "Lobby state holds … reward tab (rewards or active)"): the
 * player's offers, featured ones from the campaignIds storage key first, and their running bonuses. After a claim the
 * lobby switches to the active tab (games-wallet-bonuses §2 "Redirects after reward actions").
 */
export function LobbyRewards() {
  const t = useTranslations('bonus');
  const id = useId();
  const [tab, setTab] = useState<RewardTab>('eligible');
  const tabs = useRef<Record<RewardTab, HTMLButtonElement | null>>({ eligible: null, active: null });
  const select = (next: RewardTab, focus = false) => {
    setTab(next);
    if (focus) tabs.current[next]?.focus();
  };
  // Arrow keys move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    select(TABS[(TABS.indexOf(tab) + 1) % TABS.length], true);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="lobby-rewards">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold text-fg">
          {t('lobby.title')}
        </h2>
        <div role="tablist" aria-labelledby={`${id}-title`} className="inline-flex rounded-full bg-surface p-1 ring-1 ring-inset ring-line">
          {TABS.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${name}-tab`}
              aria-selected={tab === name}
              aria-controls={`${id}-${name}-panel`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => select(name)}
              onKeyDown={onKeyDown}
              className={`min-h-10 rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent ${
                tab === name ? 'bg-accent text-accent-fg shadow-card' : 'text-fg-muted hover:text-fg'
              }`}
              data-testid={`lobby-rewards-tab-${name}`}
            >
              {t(`lobby.tabs.${name}`)}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} data-testid={`lobby-rewards-panel-${tab}`}>
        {tab === 'eligible' ? <LobbyOffers onClaimed={() => select('active', true)} /> : <ActiveRewardsView />}
      </div>
    </section>
  );
}

/** The rewards tab: eligible rewards and the campaigns the campaignIds storage key names (GET /bonus/campaigns). */
function LobbyOffers({ onClaimed }: { onClaimed: () => void }) {
  const t = useTranslations('bonus');
  const lang = useLocale().split('-')[0].toLowerCase();
  const [storedIds] = useState(captureCampaignIds);
  const eligible = useQuery({ queryKey: BONUS_QUERY_KEYS.rewards('ELIGIBLE'), queryFn: () => bonusApi.rewards('ELIGIBLE', lang) });
  const named = useQuery({
    queryKey: BONUS_QUERY_KEYS.campaigns(storedIds),
    queryFn: () => bonusApi.campaigns(storedIds, lang),
    enabled: storedIds.length > 0,
  });
  const offers = eligible.data ? lobbyOffers(eligible.data, named.data ?? [], storedIds) : null;
  const keep = named.data ? offers?.promotedIds.join(',') : undefined;
  useEffect(() => {
    // Ended, unknown or claimed campaigns leave the storage key once the call has answered.
    if (keep !== undefined) writeStoredCampaignIds(browserStorage(), keep === '' ? [] : keep.split(',').map(Number));
  }, [keep]);

  if (eligible.isPending || (storedIds.length > 0 && named.isPending)) return <div className="skeleton h-48 rounded-lg" aria-busy="true" />;
  if (eligible.isError || !offers) return <Notice tone="error">{t('errors.error_oops_tryAgain')}</Notice>;
  if (offers.rewards.length === 0) return <EligibleRewardsEmpty />;
  return <EligibleRewardList rewards={offers.rewards} promotedIds={offers.promotedIds} onClaimed={onClaimed} />;
}
