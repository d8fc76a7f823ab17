// What other domains may call of the reality check (docs/architecture.md, "Where code lives").
export { getActivitySummary } from './get-activity-summary';
export { getMinutesRemaining } from './get-minutes-remaining';
