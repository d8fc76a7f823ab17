/** Sign-up steps (spec identity-and-account §2): the ordinary path, plus the two ends that leave it. */
export const SIGNUP_STEPS = ['Details', 'ContactInfo', 'Verification', 'Complete'] as const;
export const SIGNUP_EXIT_STEPS = ['Unsupported', 'Duplicated'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number] | (typeof SIGNUP_EXIT_STEPS)[number];

/** full: Details → ContactInfo → Verification → Complete; short: the same without Verification. */
export type SignupVariant = 'full' | 'short';

export function signupPath(variant: SignupVariant): readonly SignupStep[] {
  return variant === 'full' ? SIGNUP_STEPS : SIGNUP_STEPS.filter((step) => step !== 'Verification');
}

export type SignupProgress = { currentStep: SignupStep; visitedSteps: SignupStep[] };

export const initialSignupProgress = (): SignupProgress => ({ currentStep: 'Details', visitedSteps: [] });

export type SignupEvent = { type: 'next' } | { type: 'back' } | { type: 'duplicated' } | { type: 'unsupported' } | { type: 'restart' };

/**
 * The step machine. Forward moves follow the variant's path and remember the step left; back returns to the
 * last visited step (never out of Verification or Complete: a registered account cannot be un-registered);
 * Duplicated and Unsupported are ends that only a restart leaves.
 */
export function nextSignupProgress(progress: SignupProgress, event: SignupEvent, variant: SignupVariant): SignupProgress {
  const { currentStep, visitedSteps } = progress;
  switch (event.type) {
    case 'restart':
      return initialSignupProgress();
    case 'duplicated':
      return { currentStep: 'Duplicated', visitedSteps: [...visitedSteps, currentStep] };
    case 'unsupported':
      return { currentStep: 'Unsupported', visitedSteps: [...visitedSteps, currentStep] };
    case 'next': {
      const path = signupPath(variant);
      const index = path.indexOf(currentStep);
      if (index < 0 || index === path.length - 1) return progress;
      return { currentStep: path[index + 1], visitedSteps: [...visitedSteps, currentStep] };
    }
    case 'back': {
      if (currentStep !== 'ContactInfo') return progress;
      const previous = visitedSteps[visitedSteps.length - 1];
      return previous ? { currentStep: previous, visitedSteps: visitedSteps.slice(0, -1) } : progress;
    }
  }
}

/** Index for the step indicator; exit steps show the indicator at the step the player left. */
export function indicatorIndex(progress: SignupProgress, variant: SignupVariant): number {
  const path = signupPath(variant);
  const index = path.indexOf(progress.currentStep);
  if (index >= 0) return index;
  const left = progress.visitedSteps[progress.visitedSteps.length - 1];
  return Math.max(0, left ? path.indexOf(left) : 0);
}
