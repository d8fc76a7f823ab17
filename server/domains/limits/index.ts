// What other domains may call of the limits domain (docs/architecture.md, "Where code lives").
export { assertBetWithinLimits } from './assert-bet-within-limits';
export { depositLimitBreach, depositLimitNotice } from './deposit-limit-fields';
