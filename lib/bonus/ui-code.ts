import { BONUS_CODE_PATTERN } from './campaign-schema';

/** The longest code the field accepts (lib/bonus/campaign-schema.ts BONUS_CODE_PATTERN). */
export const BONUS_PATTERN_HINT_LENGTH = 32;

/** Whether typed text is a code the platform could know (checked before any call). */
export function bonusCodeInputValid(value: string): boolean {
  return BONUS_CODE_PATTERN.test(value.trim().toUpperCase());
}
