import {
  DEFAULT_IDLE_CONFIG,
  IDLE_LIMIT_MS,
  IDLE_WARNING_MS,
  formatCountdown,
  idleConfigFromServer,
  idlePhase,
  secondsUntilSignOut,
} from '@/lib/identity/ui-idle-timer';

describe('idle timer rules', () => {
  it('uses the spec base of 1800 s and warns for the last 2 minutes', () => {
    expect(IDLE_LIMIT_MS).toBe(1_800_000);
    expect(IDLE_LIMIT_MS - IDLE_WARNING_MS).toBe(120_000);
  });

  it('is active, then warning, then expired', () => {
    const start = 1_000_000;
    expect(idlePhase(start + IDLE_WARNING_MS - 1, start)).toBe('active');
    expect(idlePhase(start + IDLE_WARNING_MS, start)).toBe('warning');
    expect(idlePhase(start + IDLE_LIMIT_MS - 1, start)).toBe('warning');
    expect(idlePhase(start + IDLE_LIMIT_MS, start)).toBe('expired');
  });

  it('counts down whole seconds to the sign-out', () => {
    expect(secondsUntilSignOut(IDLE_WARNING_MS, 0)).toBe(120);
    expect(secondsUntilSignOut(IDLE_LIMIT_MS - 1500, 0)).toBe(2);
    expect(secondsUntilSignOut(IDLE_LIMIT_MS + 5000, 0)).toBe(0);
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(9)).toBe('0:09');
  });

  it('takes the limit from the activity check, keeping a 2-minute warning', () => {
    expect(idleConfigFromServer(1800)).toEqual(DEFAULT_IDLE_CONFIG);
    expect(idleConfigFromServer(600)).toEqual({ limitMs: 600_000, warningMs: 480_000 });
    expect(idleConfigFromServer(60)).toEqual({ limitMs: 60_000, warningMs: 30_000 });
    expect(idleConfigFromServer(undefined)).toEqual(DEFAULT_IDLE_CONFIG);
  });
});
