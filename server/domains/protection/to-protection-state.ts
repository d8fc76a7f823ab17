import type { GamblingBlock } from '@/lib/protection/policy';

/** The API's view of a time-out in force. */
export function toTimeoutState(block: GamblingBlock) {
  return { until: block.until?.toISOString() ?? null, days: block.daysLeft };
}

/** The API's view of a self-exclusion in force (until and days null when indefinite). */
export function toExclusionState(block: GamblingBlock) {
  return { until: block.until?.toISOString() ?? null, days: block.daysLeft, indefinite: block.until === null };
}
