export type SessionHintAction = 'set' | 'delete' | null;

/** Whether the gate must set or clear the readable session hint so it matches the session cookie's presence. */
export function sessionHintAction(hasSessionCookie: boolean, hintValue: string | undefined): SessionHintAction {
  const hinted = hintValue === '1';
  if (hasSessionCookie === hinted) return hintValue === undefined || hinted ? null : 'delete';
  return hasSessionCookie ? 'set' : 'delete';
}
