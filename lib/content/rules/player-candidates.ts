import { isWithinDateWindow, type AudienceTargeted, type TargetAudience } from './audience';

/**
 * The items a cached page may hand to the browser so a signed-in player's variant can be chosen there
 * (identity-and-account §6; docs/decisions.md "Deposit-count content on cached pages"): in their date window,
 * meant for players (audience authorized or both), and never targeted by player id, whose list of ids a public
 * page must not publish. The browser filters them with filterVisible once it knows the player's deposit count.
 */
export function playerCandidates<T extends AudienceTargeted & { targetAudience: TargetAudience }>(items: readonly T[], now: Date): T[] {
  return items
    .filter((item) => isWithinDateWindow(item, now) && item.audience !== 'not-authorized' && item.targetAudience.option !== 'PLAYER_IDS')
    .map((item) => ({ ...item, targetAudience: { ...item.targetAudience, playerIds: [] } }));
}
