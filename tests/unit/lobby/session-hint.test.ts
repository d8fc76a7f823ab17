import { sessionHintAction } from '@/lib/gate/session-hint';

describe('sessionHintAction', () => {
  it('sets the hint when a session cookie appears', () => {
    expect(sessionHintAction(true, undefined)).toBe('set');
    expect(sessionHintAction(true, '0')).toBe('set');
  });

  it('clears a stale or odd hint when there is no session cookie', () => {
    expect(sessionHintAction(false, '1')).toBe('delete');
    expect(sessionHintAction(false, 'yes')).toBe('delete');
  });

  it('does nothing when the hint already matches', () => {
    expect(sessionHintAction(true, '1')).toBeNull();
    expect(sessionHintAction(false, undefined)).toBeNull();
  });
});
