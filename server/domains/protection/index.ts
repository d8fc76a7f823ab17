// What other domains may call of protection (docs/architecture.md, "Where code lives"): the one question every
// gambling gate asks — is a time-out or self-exclusion in force for this player now? (docs/api.md "Time-out and self-exclusion")
export { assertNotBlocked, blockRefusal, getGamblingBlock, mayReceiveMarketing } from './gambling-block';
