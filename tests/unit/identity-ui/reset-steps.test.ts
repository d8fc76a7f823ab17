import { initialResetProgress, resetBackTarget, resetProgressReducer, type ResetAction } from '@/lib/identity/ui-reset-steps';

const apply = (actions: ResetAction['type'][]) => actions.reduce((state, type) => resetProgressReducer(state, { type } as ResetAction), initialResetProgress());

describe('password reset visited-steps rule', () => {
  it('moving forward pushes the current step onto the visited list', () => {
    expect(apply(['forward'])).toEqual({ currentStep: 'Verification', visitedSteps: ['Email'] });
    expect(apply(['forward', 'forward', 'forward'])).toEqual({ currentStep: 'Complete', visitedSteps: ['Email', 'Verification', 'Password'] });
  });

  it('forward from Complete changes nothing', () => {
    const done = apply(['forward', 'forward', 'forward']);
    expect(resetProgressReducer(done, { type: 'forward' })).toBe(done);
  });

  it('going back is computed from the visited list, but the progress state ignores the go-back action', () => {
    const atPassword = apply(['forward', 'forward']);
    expect(resetBackTarget(atPassword)).toBe('Verification');
    expect(resetProgressReducer(atPassword, { type: 'back' })).toBe(atPassword);
    expect(resetBackTarget(initialResetProgress())).toBeNull();
  });

  it('restart clears the progress (after max attempts)', () => {
    expect(apply(['forward', 'restart'])).toEqual(initialResetProgress());
  });
});
