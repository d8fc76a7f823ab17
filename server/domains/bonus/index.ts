// What other domains may use of the bonus engine (docs/architecture.md "Where code lives").
export { assertMayClaim } from './assert-may-claim';
export { claimReward } from './claim-reward';
export { completeBonus } from './complete-bonus';
export { creditDepositBonus } from './credit-deposit-bonus';
export { forfeitBonus } from './forfeit-bonus';
export { forfeitForWithdrawal, settleEndedBonuses } from './end-on-withdrawal';
export { lockWallet } from './lock-wallet';
export { sweepBonuses } from './sweep-bonuses';
export { readWageringProgress } from './wagering-progress';
export { offerRegistrationRewards } from './offer-reward';
