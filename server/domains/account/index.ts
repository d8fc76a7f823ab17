// What other domains may call of the account (docs/architecture.md, "Where code lives"): marketing choices, for
// whoever sends marketing (and must not while a time-out or self-exclusion runs).
export { getMarketingPreferences } from './get-marketing-preferences';
