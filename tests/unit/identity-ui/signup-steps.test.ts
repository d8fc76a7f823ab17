import {
  indicatorIndex,
  initialSignupProgress,
  nextSignupProgress,
  signupPath,
  type SignupEvent,
  type SignupProgress,
  type SignupVariant,
} from '@/lib/identity/ui-signup-steps';

const run = (variant: SignupVariant, events: SignupEvent['type'][]): SignupProgress =>
  events.reduce((progress, type) => nextSignupProgress(progress, { type } as SignupEvent, variant), initialSignupProgress());

describe('sign-up step machine', () => {
  it('walks Details → ContactInfo → Verification → Complete and remembers the steps left', () => {
    expect(run('full', ['next'])).toEqual({ currentStep: 'ContactInfo', visitedSteps: ['Details'] });
    expect(run('full', ['next', 'next'])).toEqual({ currentStep: 'Verification', visitedSteps: ['Details', 'ContactInfo'] });
    expect(run('full', ['next', 'next', 'next']).currentStep).toBe('Complete');
  });

  it('the short variant skips Verification', () => {
    expect(signupPath('short')).toEqual(['Details', 'ContactInfo', 'Complete']);
    expect(run('short', ['next', 'next'])).toEqual({ currentStep: 'Complete', visitedSteps: ['Details', 'ContactInfo'] });
  });

  it('Complete is the end: next does nothing', () => {
    const done = run('full', ['next', 'next', 'next']);
    expect(nextSignupProgress(done, { type: 'next' }, 'full')).toBe(done);
  });

  it('back returns from ContactInfo to Details but never out of Verification or Complete', () => {
    expect(run('full', ['next', 'back'])).toEqual({ currentStep: 'Details', visitedSteps: [] });
    expect(run('full', ['next', 'next', 'back']).currentStep).toBe('Verification');
    expect(run('full', ['next', 'next', 'next', 'back']).currentStep).toBe('Complete');
    expect(run('full', ['back'])).toEqual(initialSignupProgress());
  });

  it('Duplicated and Unsupported are ends that only a restart leaves', () => {
    const duplicated = run('full', ['next', 'duplicated']);
    expect(duplicated).toEqual({ currentStep: 'Duplicated', visitedSteps: ['Details', 'ContactInfo'] });
    expect(nextSignupProgress(duplicated, { type: 'next' }, 'full')).toBe(duplicated);
    expect(nextSignupProgress(duplicated, { type: 'back' }, 'full')).toBe(duplicated);
    expect(run('full', ['next', 'unsupported', 'restart'])).toEqual(initialSignupProgress());
  });

  it('the indicator stays on the step the player left when an exit step shows', () => {
    expect(indicatorIndex(run('full', ['next', 'next']), 'full')).toBe(2);
    expect(indicatorIndex(run('short', ['next', 'next']), 'short')).toBe(2);
    expect(indicatorIndex(run('full', ['next', 'duplicated']), 'full')).toBe(1);
  });
});
