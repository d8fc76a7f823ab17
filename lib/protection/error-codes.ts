// Isomorphic: the time-out and self-exclusion refusal the platform adds to the spec's codes (docs/decisions.md
// "Time-out and self-exclusion"). A request that would shorten a block answers the spec's own sign-in codes
// (error.timeout.in.progress, error.exclusion.in.progress with days) instead.

export const PROTECTION_ERROR_STATUS = {
  /** The length asked for is not one the player's market offers; additionalInfo.allowed lists those that are. */
  'error.protection.period.not_allowed': 400,
} as const satisfies Record<string, number>;

export type ProtectionErrorCode = keyof typeof PROTECTION_ERROR_STATUS;

export const PROTECTION_ERROR_MESSAGE: Record<ProtectionErrorCode, string> = {
  'error.protection.period.not_allowed': 'This length is not offered in your market.',
};
