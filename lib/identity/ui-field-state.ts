/** The spec's three field states (identity-and-account §5): styling distinguishes untouched, touched-error and success. */
export type FieldVisualState = 'untouched' | 'touched-error' | 'success';

type FieldStateInput = { isTouched: boolean; isDirty?: boolean; invalid: boolean; submitted?: boolean };

/**
 * A field shows its error once the player has left it (or tried to submit), and success once it holds a
 * valid value the player entered; before that it stays neutral so an empty form is not a wall of red.
 */
export function fieldVisualState({ isTouched, isDirty = false, invalid, submitted = false }: FieldStateInput): FieldVisualState {
  const engaged = isTouched || submitted;
  if (!engaged) return 'untouched';
  if (invalid) return 'touched-error';
  return isDirty || submitted ? 'success' : 'untouched';
}

/**
 * What the field shows once the server has answered: no "valid" tick while the server refuses the form (a
 * rate limit, a wrong password, a deposit over a limit), since the refusal is the answer that counts.
 */
export function shownFieldState(state: FieldVisualState, refused: boolean): FieldVisualState {
  return refused && state === 'success' ? 'untouched' : state;
}
