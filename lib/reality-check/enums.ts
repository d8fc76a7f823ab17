// identity-and-account §3 "Responsible gambling": reality-check intervals, in the spec's names. Isomorphic.

/** identity-and-account §3: 30, 60, 120 minutes, or none. */
export const REALITY_CHECK_SETTINGS = ['HALF_AN_HOUR', 'HOUR', 'TWO_HOURS', 'NOT_SET'] as const;
export type RealityCheckSetting = (typeof REALITY_CHECK_SETTINGS)[number];

/** identity-and-account §3, §9: the activity timer defaults to 120 minutes. */
export const DEFAULT_REALITY_CHECK_SETTING: RealityCheckSetting = 'TWO_HOURS';

/** identity-and-account §4, §9: the activity timer is checked every 60 seconds while signed in. */
export const ACTIVITY_TIMER_CHECK_INTERVAL_MS = 60_000;

/** What the player's account activity log records (docs/decisions.md "Reality check and activity timer"). */
export const ACTIVITY_LOG_EVENTS = ['REALITY_CHECK_SETTINGS_CHANGED', 'REALITY_CHECK_CONTINUED', 'REALITY_CHECK_TIMER_RESET', 'REALITY_CHECK_LOGOUT'] as const;
export type ActivityLogEvent = (typeof ACTIVITY_LOG_EVENTS)[number];
