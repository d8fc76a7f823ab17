// The registration and linked-campaign triggers and the consent gate as pure rules (docs/decisions.md "Bonus triggers
// and consent"). The server's offer, link and claim steps ask them; tests/unit/bonus/trigger-policy.test.ts covers them.
import type { TriggerType } from './enums';

const DAY_MS = 86_400_000;

/** The trigger that offered an ELIGIBLE reward, one offer per key (the bonus_assignments_offered_by unique index). */
export const OFFERED_BY = {
  registration: 'REGISTRATION',
  linked: (completedAssignmentId: number) => `LINKED:${completedAssignmentId}`,
} as const;

/** A REGISTRATION_WITH_TIMEFRAME reward may be claimed until registrationDays after the player's sign-up. */
export function registrationOfferUntil(createdAt: Date, registrationDays: number): Date {
  return new Date(createdAt.getTime() + registrationDays * DAY_MS);
}

/** Whether an offered reward may still be claimed at `now` (no window: while its campaign runs). */
export function offerOpen(eligibleUntil: Date | null, now: Date): boolean {
  return eligibleUntil === null || eligibleUntil > now;
}

export type LinkRefusal = 'link_to_itself' | 'link_needs_linked_trigger' | 'link_currency_differs';

interface LinkEnd {
  campaignId: number;
  currency: string;
  triggerType: TriggerType | null;
}

/**
 * Why `followUp` cannot be offered when a bonus of `source` completes, or null: the follow-up is a LINKED_CAMPAIGN
 * campaign (claimable only once offered), another campaign, in the same currency.
 */
export function linkRefusal(source: Omit<LinkEnd, 'triggerType'>, followUp: LinkEnd): LinkRefusal | null {
  if (source.campaignId === followUp.campaignId) return 'link_to_itself';
  if (followUp.triggerType !== 'LINKED_CAMPAIGN') return 'link_needs_linked_trigger';
  if (source.currency.trim() !== followUp.currency.trim()) return 'link_currency_differs';
  return null;
}

/** Whether a claim of this campaign must wait for the player's consent (their latest answer counts). */
export function consentMissing(campaign: { requiresConsent: boolean }, answer: { agreed: boolean } | null): boolean {
  return campaign.requiresConsent && answer?.agreed !== true;
}
