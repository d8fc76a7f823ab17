import { defineContract } from '@/lib/api/contract';
import { activitySummarySchema, activityTimerSettingsSchema, minutesRemainingSchema, patchActivityTimerSettingsBodySchema } from './schemas';

// The reality check and activity timer (identity-and-account §3, §4, §7 "Activity timer: GET settings, GET
// minutes_remaining, PATCH reset_timer, GET activity summary, PATCH settings. POST activity check/logout").
// Rules and paths: docs/decisions.md "Reality check and activity timer"; docs/api.md "Reality check".

const TAGS = ['Responsible gambling'];
const minute = 60_000;

export const getActivityTimerSettings = defineContract({
  operationId: 'realityCheck.getSettings',
  method: 'GET',
  path: '/v1/player/activity-timer/settings',
  summary: 'The signed-in player’s reality-check setting',
  description: 'identity-and-account §3: HALF_AN_HOUR, HOUR, TWO_HOURS or NOT_SET; TWO_HOURS (120 minutes) until the player chooses.',
  tags: TAGS,
  auth: 'required',
  responses: { 200: activityTimerSettingsSchema },
  errors: [],
});

export const patchActivityTimerSettings = defineContract({
  operationId: 'realityCheck.patchSettings',
  method: 'PATCH',
  path: '/v1/player/activity-timer/settings',
  summary: 'Choose the reality-check interval',
  description:
    'identity-and-account §3, §7. Applies at once to the running timer (which keeps its start): a shorter interval already passed makes the check due now.',
  tags: TAGS,
  auth: 'required',
  rateLimit: { key: 'activity-timer-settings', limit: 30, windowMs: minute },
  objectName: 'activityTimerSettings',
  body: patchActivityTimerSettingsBodySchema,
  responses: { 200: activityTimerSettingsSchema },
  errors: [],
});

export const getMinutesRemaining = defineContract({
  operationId: 'realityCheck.getMinutesRemaining',
  method: 'GET',
  path: '/v1/player/activity-timer/minutes_remaining',
  summary: 'Minutes until the reality check',
  description:
    'identity-and-account §4, §9: the site asks every 60 seconds while signed in. Counted on the server from the later of the session’s start and the last reset, so reloads and new tabs never lose it.',
  tags: TAGS,
  auth: 'required',
  rateLimit: { key: 'activity-timer', limit: 60, windowMs: minute },
  responses: { 200: minutesRemainingSchema },
  errors: [],
});

export const resetActivityTimer = defineContract({
  operationId: 'realityCheck.resetTimer',
  method: 'PATCH',
  path: '/v1/player/activity-timer/reset_timer',
  summary: 'Restart the activity timer (continue after a reality check)',
  description: 'identity-and-account §4 "reset (by link, logout or continue)": the timer and the summary start again from now; recorded in the activity log.',
  tags: TAGS,
  auth: 'required',
  rateLimit: { key: 'activity-timer-reset', limit: 30, windowMs: minute },
  responses: { 200: minutesRemainingSchema },
  errors: [],
});

export const getActivitySummary = defineContract({
  operationId: 'realityCheck.getActivitySummary',
  method: 'GET',
  path: '/v1/player/activity-timer/summary',
  summary: 'The activity summary since the timer started',
  description:
    'identity-and-account §3 {settings, turnover, winnings, delta}: the ledger’s bets and wins (less their voids) on the player’s accounts since the session’s start or the last reset, in minor units.',
  tags: TAGS,
  auth: 'required',
  rateLimit: { key: 'activity-summary', limit: 60, windowMs: minute },
  responses: { 200: activitySummarySchema },
  errors: [],
});

export const activityCheckLogout = defineContract({
  operationId: 'realityCheck.logout',
  method: 'POST',
  path: '/v1/player/activity_check/logout',
  summary: 'Sign out from the reality check',
  description:
    'identity-and-account §7 "POST activity check/logout": records the choice in the activity log, ends the caller’s session and clears the cookie (the next sign-in starts a new timer).',
  tags: TAGS,
  auth: 'required',
  rateLimit: { key: 'activity-check-logout', limit: 10, windowMs: minute },
  responses: { 204: null },
  errors: [],
});
