import { defineContract } from '@/lib/api/contract';
import {
  assignmentIdParamsSchema,
  assignmentStateBodySchema,
  bonusCodeAnswerSchema,
  bonusCodeBodySchema,
  campaignIdParamsSchema,
  campaignsQuerySchema,
  consentAnswerSchema,
  consentBodySchema,
  manualClaimAvailabilitySchema,
  manualClaimBodySchema,
  rewardSchema,
  rewardsAnswerSchema,
  rewardsQuerySchema,
} from './schemas';

// The bonus and reward calls (games-wallet-bonuses.md §7 "Bonuses and rewards", v1 and v2; docs/api.md "Bonuses and
// rewards"). Every call acts on the signed-in player's own rewards; money is integer minor units. Rules:
// docs/decisions.md "Bonus wallet".

const BONUS = ['Bonuses and rewards'];
const minute = 60_000;

/** docs/decisions.md "Bonus-code attempt limit": failed codes are counted per player in the database. */
const codeLimitNote =
  'Failed codes (`error.bonus_code.invalid`, `error.bonus_code.not_available`) are counted per player in the database: after 10 in an hour (BONUS_CODE_MAX_FAILURES, BONUS_CODE_FAILURE_WINDOW_MINUTES) every code, a valid one too, answers 429 `error.bonus_code.attempt.count.exceeded` with `additionalInfo.minutes` and `until` until the window ends.';

const claimErrors = [
  'error.bonus.restricted',
  'error.bonus.not_eligible',
  'error.bonus.deposit.required',
  'error.bonus.campaign.not_found',
  'error.bonus.active.already.exists',
  'error.bonus.active.triggered.already.exists',
  'error.bonus.claim.limit_reached',
  'error.bonus.consent.required',
  'error.player.not.found',
] as const;

const rewardsDescription =
  '`rewardsType` ELIGIBLE (default): rewards offered to the player (ELIGIBLE assignments a trigger wrote: registration rewards inside their window, linked follow-ups; deposit bonuses for the next deposit); `consentRequired` and `consented` tell whether a claim waits for the player’s consent; ACTIVE: running bonuses with `wageringAmount`, `wageringProgress` and `bonusBalance`. `hasBonusCode` and `excludeTriggerType` filter; `lang` picks the content language of `campaignDisplayInfo`.';

export const getRewards = defineContract({
  operationId: 'bonus.getRewards',
  method: 'GET',
  path: '/v1/bonus/rewards',
  summary: 'The player’s eligible or active rewards',
  description: `games-wallet-bonuses.md §7 ("GET player rewards with params rewardsType, hasBonusCode, version v2, excludeTriggerType"). ${rewardsDescription}`,
  tags: BONUS,
  auth: 'required',
  rateLimit: { key: 'bonus-rewards', limit: 60, windowMs: minute },
  objectName: 'rewards',
  query: rewardsQuerySchema,
  responses: { 200: rewardsAnswerSchema },
  errors: ['error.player.not.found'],
});

export const getRewardsV2 = defineContract({
  operationId: 'bonus.getRewardsV2',
  method: 'GET',
  path: '/v2/bonus/rewards',
  summary: 'The player’s eligible or active rewards (v2)',
  description: `games-wallet-bonuses.md §7 v2 ("GET bonus list; GET with lang"). ${rewardsDescription}`,
  tags: BONUS,
  auth: 'required',
  rateLimit: { key: 'bonus-rewards', limit: 60, windowMs: minute },
  objectName: 'rewards',
  query: rewardsQuerySchema,
  responses: { 200: rewardsAnswerSchema },
  errors: ['error.player.not.found'],
});

const claimDescription =
  'Starts the reward’s bonus: its money in the vertical’s BONUS account, wagering counted from the next bet. 409 `error.bonus.active.already.exists` with `additionalInfo.errorType` ACTIVE_BONUS_IN_SAME_VERTICAL (or `error.bonus.active.triggered.already.exists` with ACTIVE_TRIGGERED_BONUS) and the running `assignmentId` opens the forfeit flow. A deposit bonus answers `error.bonus.deposit.required`: it is chosen with the deposit (`selectedBonusId`). A campaign requiring consent answers 400 `error.bonus.consent.required` (`additionalInfo.errorType` CONSENT_REQUIRED) until the player agreed through `/bonus/campaigns/consent`; checked after the running-bonus refusals, so the forfeit comes first, then the consent.';

export const claimReward = defineContract({
  operationId: 'bonus.claimReward',
  method: 'POST',
  path: '/v1/bonus/rewards/{campaignid}/claim',
  summary: 'Claim a reward',
  description: `games-wallet-bonuses.md §4 "Reward claim", §7, §8. ${claimDescription}`,
  tags: BONUS,
  auth: 'required',
  rateLimit: { key: 'bonus-claim', limit: 20, windowMs: minute },
  objectName: 'reward',
  params: campaignIdParamsSchema,
  responses: { 200: rewardSchema },
  errors: [...claimErrors],
});

export const claimRewardV2 = defineContract({
  operationId: 'bonus.claimRewardV2',
  method: 'POST',
  path: '/v2/bonus/rewards/{campaignid}/claim',
  summary: 'Claim a reward (v2)',
  description: `games-wallet-bonuses.md §7 v2 ("POST {path}/{id}/claim"). ${claimDescription}`,
  tags: BONUS,
  auth: 'required',
  rateLimit: { key: 'bonus-claim', limit: 20, windowMs: minute },
  objectName: 'reward',
  params: campaignIdParamsSchema,
  responses: { 200: rewardSchema },
  errors: [...claimErrors],
});

const stateDescription =
  '`{state: FORFEITED, wageringProgress}` gives up a running bonus: its bonus money leaves with a FORFEIT posting, the cash stays the player’s. `{state: ACTIVATED}` claims a reward assigned to the player. Only the player’s own assignments (404 otherwise); 409 `error.bonus.assignment.not_active` when it no longer runs.';

export const setAssignmentState = defineContract({
  operationId: 'bonus.setAssignmentState',
  method: 'PUT',
  path: '/v1/bonus/{assignmentid}/state',
  summary: 'Forfeit a running bonus, or activate an assigned reward',
  description: `games-wallet-bonuses.md §4 forfeit flows, games-wallet-bonuses §7 ("/bonus/{assignmentid}/state"). ${stateDescription}`,
  tags: BONUS,
  auth: 'required',
  rateLimit: { key: 'bonus-state', limit: 20, windowMs: minute },
  objectName: 'bonusAssignment',
  params: assignmentIdParamsSchema,
  body: assignmentStateBodySchema,
  responses: { 200: rewardSchema },
  errors: ['error.bonus.assignment.not_found', 'error.bonus.assignment.not_active', ...claimErrors],
});

export const setAssignmentStateV2 = defineContract({
  operationId: 'bonus.setAssignmentStateV2',
  method: 'PUT',
  path: '/v2/bonus/{assignmentid}/state',
  summary: 'Forfeit a running bonus, or activate an assigned reward (v2)',
  description: `games-wallet-bonuses.md §7 v2 ("PUT assignment {assignmentid} with {state: FORFEITED, wageringProgress}"). ${stateDescription}`,
  tags: BONUS,
  auth: 'required',
  rateLimit: { key: 'bonus-state', limit: 20, windowMs: minute },
  objectName: 'bonusAssignment',
  params: assignmentIdParamsSchema,
  body: assignmentStateBodySchema,
  responses: { 200: rewardSchema },
  errors: ['error.bonus.assignment.not_found', 'error.bonus.assignment.not_active', ...claimErrors],
});

export const getCampaigns = defineContract({
  operationId: 'bonus.getCampaigns',
  method: 'GET',
  path: '/v1/bonus/campaigns',
  summary: 'Campaigns by id',
  description:
    'games-wallet-bonuses.md §7 ("GET with campaignIds comma-separated"; the site keeps them under the campaignIds storage key, games-wallet-bonuses §9). Each campaign as a reward with the player’s latest assignment of it; drafts and unknown ids are left out.',
  tags: BONUS,
  auth: 'required',
  rateLimit: { key: 'bonus-campaigns', limit: 60, windowMs: minute },
  objectName: 'campaigns',
  query: campaignsQuerySchema,
  responses: { 200: rewardsAnswerSchema },
  errors: [],
});

const consentDescription =
  '`{agreed, bonusCode, campaignId optional}`: records the player’s answer to a campaign’s terms (named by id or bonus code; a code counts as a bonus-code attempt, 429 `error.bonus_code.attempt.count.exceeded` when the player’s failed codes fill the window); the latest answer counts.';

/** The consent calls' refusals (v1 and v2 answer the same). */
const CONSENT_ERRORS = [
  'error.bonus.restricted',
  'error.bonus.campaign.not_found',
  'error.bonus_code.invalid',
  'error.bonus_code.attempt.count.exceeded',
  'error.player.not.found',
] as const;

export const postConsent = defineContract({
  operationId: 'bonus.postConsent',
  method: 'POST',
  path: '/v1/bonus/campaigns/consent',
  summary: 'Answer a campaign’s terms',
  description: `games-wallet-bonuses.md §4 "forfeit then consent", §7. ${consentDescription}`,
  tags: BONUS,
  auth: 'required',
  rateLimit: { key: 'bonus-consent', limit: 20, windowMs: minute },
  objectName: 'consent',
  body: consentBodySchema,
  responses: { 200: consentAnswerSchema },
  errors: CONSENT_ERRORS,
});

export const postConsentV2 = defineContract({
  operationId: 'bonus.postConsentV2',
  method: 'POST',
  path: '/v2/bonus/campaigns/consent',
  summary: 'Answer a campaign’s terms (v2)',
  description: `games-wallet-bonuses.md §7 v2 ("POST {agreed, bonusCode, campaignId optional}"). ${consentDescription}`,
  tags: BONUS,
  auth: 'required',
  rateLimit: { key: 'bonus-consent', limit: 20, windowMs: minute },
  objectName: 'consent',
  body: consentBodySchema,
  responses: { 200: consentAnswerSchema },
  errors: CONSENT_ERRORS,
});

export const validateBonusCode = defineContract({
  operationId: 'bonus.validateBonusCode',
  method: 'POST',
  path: '/v1/bonus-code/validate',
  summary: 'Check a bonus code',
  description:
    'games-wallet-bonuses.md §4 "Bonus code", §7 ("POST /bonus-code/validate {bonusCode}"), §8. Answers the bonusCode state (`bonusCodeValue`, `bonusCodeCampaignId`); 400 `error.bonus_code.invalid` for an unknown code, 409 `error.bonus_code.not_available` for one the player cannot use now. ' +
    codeLimitNote,
  tags: BONUS,
  auth: 'required',
  rateLimit: { key: 'bonus-code', limit: 10, windowMs: minute },
  objectName: 'bonusCode',
  body: bonusCodeBodySchema,
  responses: { 200: bonusCodeAnswerSchema },
  errors: ['error.bonus_code.invalid', 'error.bonus_code.not_available', 'error.bonus_code.attempt.count.exceeded', 'error.player.not.found'],
});

export const getManualClaimAvailability = defineContract({
  operationId: 'bonus.getManualClaimAvailability',
  method: 'GET',
  path: '/v1/bonus-code/manual-claim/available',
  summary: 'Whether the player may claim with a bonus code',
  description: 'games-wallet-bonuses.md §2 (manual claim guard), §4 "Manual claim", §7. False for payout-risk, suspended or bonus-restricted players.',
  tags: BONUS,
  auth: 'required',
  rateLimit: { key: 'bonus-manual-claim-available', limit: 60, windowMs: minute },
  objectName: 'manualClaimBonusAvailability',
  responses: { 200: manualClaimAvailabilitySchema },
  errors: ['error.player.not.found'],
});

export const postManualClaim = defineContract({
  operationId: 'bonus.postManualClaim',
  method: 'POST',
  path: '/v1/bonus-code/manual-claim',
  summary: 'Claim a reward with a bonus code',
  description: `games-wallet-bonuses.md §4 "Manual claim", §7 ("POST /bonus-code/manual-claim {bonusCode, state: ACTIVATED}"), §8. Validates the code, then claims as the reward claim does. ${codeLimitNote}`,
  tags: BONUS,
  auth: 'required',
  rateLimit: { key: 'bonus-code', limit: 10, windowMs: minute },
  objectName: 'manualClaimBonus',
  body: manualClaimBodySchema,
  responses: { 200: rewardSchema },
  errors: ['error.bonus_code.invalid', 'error.bonus_code.not_available', 'error.bonus_code.attempt.count.exceeded', ...claimErrors],
});
