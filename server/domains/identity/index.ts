// What other domains may call of identity (docs/architecture.md, "Where code lives").
export { getAccessContext } from './get-access-context';
export { signOutEverywhere } from './revoke-sessions';
