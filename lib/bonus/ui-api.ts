import { browserPlatformClient } from '@/lib/api/client';
import { PlatformApiError } from '@/lib/api/errors';
import {
  claimReward,
  getCampaigns,
  getManualClaimAvailability,
  getRewards,
  postConsent,
  postManualClaim,
  setAssignmentState,
  validateBonusCode,
} from './contracts';
import type { RewardsType } from './enums';
import { FORFEIT_ON_WITHDRAWAL, WITHDRAWAL_BONUS_ERROR } from './withdrawal-forfeit';

/** The rewards pages' calls, through the one client and the bonus contracts (session in the httpOnly cookie). */
export const bonusApi = {
  rewards: (rewardsType: RewardsType, lang?: string) =>
    browserPlatformClient().request(getRewards, { query: { rewardsType, ...(lang ? { lang: lang as never } : {}) } }),
  /** GET /bonus/campaigns?campaignIds=…: the campaigns the campaignIds storage key names (games-wallet-bonuses.md §7, §9). */
  campaigns: (campaignIds: readonly number[], lang?: string) =>
    browserPlatformClient().request(getCampaigns, { query: { campaignIds: campaignIds.join(','), ...(lang ? { lang: lang as never } : {}) } as never }),
  claim: (campaignid: number) => browserPlatformClient().request(claimReward, { params: { campaignid } }),
  consent: (campaignId: number, agreed: boolean) => browserPlatformClient().request(postConsent, { body: { agreed, campaignId } }),
  forfeit: (assignmentid: number, wageringProgress: number) =>
    browserPlatformClient().request(setAssignmentState, { params: { assignmentid }, body: { state: 'FORFEITED', wageringProgress } }),
  validateCode: (bonusCode: string) => browserPlatformClient().request(validateBonusCode, { body: { bonusCode } }),
  manualClaimAvailable: () => browserPlatformClient().request(getManualClaimAvailability, {}),
  manualClaim: (bonusCode: string) => browserPlatformClient().request(postManualClaim, { body: { bonusCode, state: 'ACTIVATED' } }),
};

export const BONUS_QUERY_KEYS = {
  all: ['bonus'] as const,
  rewards: (rewardsType: RewardsType) => ['bonus', 'rewards', rewardsType] as const,
  campaigns: (campaignIds: readonly number[]) => ['bonus', 'campaigns', campaignIds.join(',')] as const,
};

/** games-wallet-bonuses.md §9 local storage keys. */
export const BONUS_STORAGE_KEYS = { hideWageringPopup: 'hide_wagering_requirements_popup', campaignIds: 'campaignIds' } as const;

/** The errors that open the forfeit flow (games-wallet-bonuses.md §8), with the running bonus to forfeit. */
export function forfeitFlowOf(error: unknown): { errorType: 'ACTIVE_BONUS_IN_SAME_VERTICAL' | 'ACTIVE_TRIGGERED_BONUS'; assignmentId: number } | null {
  if (!(error instanceof PlatformApiError)) return null;
  const errorType = error.additionalInfo?.errorType;
  const assignmentId = error.additionalInfo?.assignmentId;
  if ((errorType === 'ACTIVE_BONUS_IN_SAME_VERTICAL' || errorType === 'ACTIVE_TRIGGERED_BONUS') && typeof assignmentId === 'number')
    return { errorType, assignmentId };
  return null;
}

/** A claim refused until the player consents to the campaign's terms (the consent step opens). */
export function consentRequiredOf(error: unknown): boolean {
  return error instanceof PlatformApiError && (error.code === 'error.bonus.consent.required' || error.additionalInfo?.errorType === 'CONSENT_REQUIRED');
}

/** The withdrawal's 409 that opens the forfeit-on-withdrawal modal (docs/decisions.md "Forfeit on withdrawal"). */
export function forfeitOnWithdrawalOf(error: unknown): { assignmentId: number } | null {
  if (!(error instanceof PlatformApiError) || error.code !== WITHDRAWAL_BONUS_ERROR) return null;
  const assignmentId = error.additionalInfo?.assignmentId;
  return error.additionalInfo?.errorType === FORFEIT_ON_WITHDRAWAL && typeof assignmentId === 'number' ? { assignmentId } : null;
}

const KNOWN = new Set([
  'error.bonus.consent.required',
  'error.bonus.restricted',
  'error.bonus.not_eligible',
  'error.bonus.claim.limit_reached',
  'error.bonus.deposit.required',
  'error.bonus.deposit.below_minimum',
  'error.bonus.active.already.exists',
  'error.bonus.active.triggered.already.exists',
  'error.bonus.assignment.not_active',
  'error.bonus_code.invalid',
  'error.bonus_code.not_available',
  'error.bonus_code.attempt.count.exceeded',
]);

/**
 * The message key under `bonus.errors` for a refused reward action (games-wallet-bonuses.md §8): a known code has its
 * own message (bonus-code refusals contain bonus_code and are shown); anything else is error.oops.tryAgain.
 */
export function rewardErrorKey(error: unknown): string {
  return rewardCodeKey(error instanceof PlatformApiError ? error.code : '');
}

/** The `bonus.errors` key of a bonus engine code (e.g. why a deposit bonus was skipped); unknown → error_oops_tryAgain. */
export function rewardCodeKey(code: string): string {
  return KNOWN.has(code) ? code.replaceAll('.', '_') : 'error_oops_tryAgain';
}

/** The values a refusal's message reads: the minutes left on the bonus-code attempt limit (default the hour). */
export function rewardErrorValues(error: unknown): { minutes: number } {
  const minutes = error instanceof PlatformApiError ? error.additionalInfo?.minutes : undefined;
  return { minutes: typeof minutes === 'number' ? minutes : 60 };
}
