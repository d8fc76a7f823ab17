import { browserPlatformClient } from '@/lib/api/client';
import {
  activityCheckLogout,
  getActivitySummary,
  getActivityTimerSettings,
  getMinutesRemaining,
  patchActivityTimerSettings,
  resetActivityTimer,
} from './contracts';
import type { RealityCheckSetting } from './enums';

/**
 * The reality check's calls from the browser, through the one client (lib/api/client.ts); the session is the
 * httpOnly cookie. The client is made per call (tests replace `fetch`).
 */
export const realityCheckApi = {
  settings: () => browserPlatformClient().request(getActivityTimerSettings, {}),
  saveSettings: (settings: RealityCheckSetting) => browserPlatformClient().request(patchActivityTimerSettings, { body: { settings } }),
  minutesRemaining: () => browserPlatformClient().request(getMinutesRemaining, {}),
  reset: () => browserPlatformClient().request(resetActivityTimer, {}),
  summary: () => browserPlatformClient().request(getActivitySummary, {}),
  logout: () => browserPlatformClient().request(activityCheckLogout, {}),
};

export const REALITY_CHECK_QUERY_KEYS = {
  settings: ['reality-check', 'settings'] as const,
  minutes: ['reality-check', 'minutes'] as const,
  summary: ['reality-check', 'summary'] as const,
};
