import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusAssignments, bonusCampaigns, ledgerAccounts } from '@/server/db/schema';
import type { Reward, RewardsQuery } from '@/lib/bonus/schemas';
import { claimRefusal } from '@/lib/bonus/market-rules';
import type { LanguageCode } from '@/lib/markets/languages';
import { loadBonusPlayer } from './assert-may-claim';
import { campaignRunning } from './claim-reward';
import { creditedDeposits, offeredForDeposit } from './credit-deposit-bonus';
import { consentedCampaigns } from './consent';
import { rewardOf } from './reward-of';
import { sweepBonuses } from './sweep-bonuses';

/**
 * The player's rewards (GET /bonus/rewards, v1 and v2): ACTIVE lists running bonuses with their wagering progress and
 * bonus balance; ELIGIBLE lists rewards offered to the player (assigned ones: a trigger's or the operator's ELIGIBLE rows inside
 * their window; deposit bonuses for their next deposit), never bonus-code campaigns (those are entered on the bonus-code page).
 * Ended bonuses are swept first, so an expired bonus never shows as running.
 */
export async function listRewards(db: Database, playerId: number, query: RewardsQuery, now = new Date()): Promise<Reward[]> {
  await sweepBonuses(db, { playerId, now });
  const language: LanguageCode = query.lang ?? 'en';
  const rewards = query.rewardsType === 'ACTIVE' ? await activeRewards(db, playerId, language) : await eligibleRewards(db, playerId, language, now);
  return rewards.filter(
    (reward) => (query.hasBonusCode === undefined || reward.hasBonusCode === query.hasBonusCode) && reward.triggerEvent !== (query.excludeTriggerType ?? '-'),
  );
}

async function activeRewards(db: Database, playerId: number, language: LanguageCode): Promise<Reward[]> {
  const rows = await db
    .select({ assignment: bonusAssignments, campaign: bonusCampaigns })
    .from(bonusAssignments)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.campaignId, bonusAssignments.campaignId))
    .where(and(eq(bonusAssignments.playerId, playerId), eq(bonusAssignments.state, 'ACTIVATED')))
    .orderBy(bonusAssignments.assignmentId);
  if (rows.length === 0) return [];
  const accounts = await db
    .select({ purpose: ledgerAccounts.purpose, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.ownerType, 'PLAYER'), eq(ledgerAccounts.ownerId, playerId), inArray(ledgerAccounts.purpose, ['CASINO', 'LIVE_CASINO', 'SPORTS'])),
    );
  const balance = new Map(accounts.map((row) => [row.purpose, row.balance]));
  const consents = await consentedCampaigns(db, playerId);
  return Promise.all(
    rows.map(({ assignment, campaign }) =>
      rewardOf(campaign, assignment, { language, bonusBalance: balance.get(assignment.vertical) ?? 0n, consented: consents.has(campaign.campaignId) }),
    ),
  );
}

async function eligibleRewards(db: Database, playerId: number, language: LanguageCode, now: Date): Promise<Reward[]> {
  const player = await loadBonusPlayer(db, playerId);
  if (claimRefusal(player, { countries: [], currency: player.currencyCode, wrMultiplier: 0 }) === 'bonuses_restricted') return [];
  const [campaigns, assignments, deposits, consents] = await Promise.all([
    db.select().from(bonusCampaigns).where(eq(bonusCampaigns.status, 'ACTIVE')).orderBy(bonusCampaigns.campaignId),
    db.select().from(bonusAssignments).where(eq(bonusAssignments.playerId, playerId)),
    creditedDeposits(db, playerId),
    consentedCampaigns(db, playerId),
  ]);
  const rewards: Reward[] = [];
  for (const campaign of campaigns) {
    if (!campaignRunning(campaign, now) || campaign.triggerType === 'MANUAL_BONUS_CODE') continue;
    const own = assignments.filter((row) => row.campaignId === campaign.campaignId);
    const offered = own.find((row) => row.state === 'ELIGIBLE');
    if (offered) {
      rewards.push(await rewardOf(campaign, offered, { language, consented: consents.has(campaign.campaignId) }));
      continue;
    }
    if (own.length >= campaign.maxClaimsPerPlayer || own.some((row) => row.state === 'ACTIVATED')) continue;
    if (offeredForDeposit(campaign, player, deposits + 1, now))
      rewards.push(await rewardOf(campaign, null, { language, consented: consents.has(campaign.campaignId) }));
  }
  return rewards;
}
