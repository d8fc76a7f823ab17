import { readItem, writeItem } from '@/lib/identity/ui-storage';

/**
 * The players who have seen the EDD questionnaire on this device (identity-and-account §3, §9: local storage key
 * `questionnairePlayerId`), a JSON list of player ids. It survives sign-out: it is kept per player id.
 */
export const QUESTIONNAIRE_SEEN_KEY = 'questionnairePlayerId';

/** At most this many ids are kept (a shared device); the oldest go first. */
const MAX_IDS = 50;

export function readQuestionnaireSeen(): number[] {
  const raw = readItem(QUESTIONNAIRE_SEEN_KEY);
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

export function hasSeenQuestionnaire(playerId: number): boolean {
  return readQuestionnaireSeen().includes(playerId);
}

export function markQuestionnaireSeen(playerId: number): void {
  const ids = readQuestionnaireSeen().filter((id) => id !== playerId);
  writeItem(QUESTIONNAIRE_SEEN_KEY, JSON.stringify([...ids, playerId].slice(-MAX_IDS)));
}
