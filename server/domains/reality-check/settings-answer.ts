import type { RealityCheckSetting } from '@/lib/reality-check/enums';
import { intervalMinutes } from '@/lib/reality-check/policy';
import type { ActivityTimerSettings } from '@/lib/reality-check/schemas';

/** The settings as the API answers them. */
export function settingsAnswer(settings: RealityCheckSetting): ActivityTimerSettings {
  const interval = intervalMinutes(settings);
  return { settings, intervalMinutes: interval, activityTimerOn: interval !== null };
}
