import type { Reward } from './schemas';

/**
 * The lobby rewards tab's offers (docs/decisions.md "Lobby rewards tab and campaignIds"): the campaigns a promotion
 * link named (`storedIds`, the campaignIds storage key, read through GET /bonus/campaigns as `named`) first, in the
 * stored order and marked featured, when the player can still act on them: the campaign runs, the player has not
 * claimed it, and it is not a bonus-code campaign (its code is entered on the bonus-code page). Then the player's other
 * eligible rewards. `promotedIds` are also the ids worth keeping in storage: the others (ended, unknown, claimed) go.
 */
export function lobbyOffers(eligible: readonly Reward[], named: readonly Reward[], storedIds: readonly number[]): { rewards: Reward[]; promotedIds: number[] } {
  const promoted = storedIds
    .map((id) => named.find((reward) => reward.campaignId === id))
    .filter(
      (reward): reward is Reward =>
        reward !== undefined &&
        reward.campaignStatus === 'ACTIVE' &&
        (reward.state === null || reward.state === 'ELIGIBLE') &&
        reward.triggerEvent !== 'MANUAL_BONUS_CODE',
    )
    // The eligible list's entry when there is one: it carries the player's offered assignment.
    .map((reward) => eligible.find((offer) => offer.campaignId === reward.campaignId) ?? reward);
  const promotedIds = promoted.map((reward) => reward.campaignId);
  return { rewards: [...promoted, ...eligible.filter((reward) => !promotedIds.includes(reward.campaignId))], promotedIds };
}
