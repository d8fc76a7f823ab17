import { z } from 'zod';
import { browserPlatformClient } from '@/lib/api/client';
import { getTimeoutCooling, patchExclusion, patchTimeout } from './contracts';
import { EXCLUSION_COOLING_OFF_HOURS, INDEFINITE_EXCLUSION_MONTHS } from './policy';
import type { ExclusionBody } from './schemas';

/**
 * The time-out and self-exclusion calls of the gambling-limits page, through the one client (lib/api/client.ts)
 * and the contracts (session in the httpOnly cookie; a refusal is a PlatformApiError).
 */
export const protectionApi = {
  state: () => browserPlatformClient().request(getTimeoutCooling, {}),
  timeout: (days: number) => browserPlatformClient().request(patchTimeout, { body: { timeout: days } }),
  exclusion: (body: ExclusionBody) => browserPlatformClient().request(patchExclusion, { body }),
};

export const PROTECTION_QUERY_KEY = ['protection', 'cooling'] as const;

/** The indefinite choice's form value. */
export const INDEFINITE = 'indefinite';

/** identity-and-account §7, §9: the exclusion body for a form choice (a month count, or indefinite sent as 12 months). */
export function exclusionBodyOf(choice: string): ExclusionBody {
  if (choice === INDEFINITE) {
    return { exclusionInMonths: INDEFINITE_EXCLUSION_MONTHS, exclusionDelayInHours: EXCLUSION_COOLING_OFF_HOURS, accountDisableIndefinitely: true };
  }
  return { exclusionInMonths: Number(choice), exclusionDelayInHours: EXCLUSION_COOLING_OFF_HOURS };
}

/** Step one: a length picked (messages are keys under player.responsibleGambling.protection). */
export const choiceFormSchema = z.object({ choice: z.string().min(1, 'choiceRequired') });
export type ChoiceFormValues = z.infer<typeof choiceFormSchema>;

/** Step two: the player says they understand it cannot be undone. */
export const confirmFormSchema = z.object({ understood: z.boolean().refine((value) => value, 'confirm.understoodRequired') });
export type ConfirmFormValues = z.infer<typeof confirmFormSchema>;
