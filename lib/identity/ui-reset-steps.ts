/** Password reset steps (spec identity-and-account §2, §4). */
export const RESET_STEPS = ['Email', 'Verification', 'Password', 'Complete'] as const;
export type ResetStep = (typeof RESET_STEPS)[number];

export type ResetProgress = { currentStep: ResetStep; visitedSteps: ResetStep[] };

export const initialResetProgress = (): ResetProgress => ({ currentStep: 'Email', visitedSteps: [] });

/** Moving forward pushes the current step onto the visited list (spec identity-and-account §4). */
export function resetForward(progress: ResetProgress): ResetProgress {
  const index = RESET_STEPS.indexOf(progress.currentStep);
  if (index === RESET_STEPS.length - 1) return progress;
  return { currentStep: RESET_STEPS[index + 1], visitedSteps: [...progress.visitedSteps, progress.currentStep] };
}

/** Where "back" would lead: the last visited step. Computed for the back button, never stored. */
export function resetBackTarget(progress: ResetProgress): ResetStep | null {
  return progress.visitedSteps[progress.visitedSteps.length - 1] ?? null;
}

export type ResetAction = { type: 'forward' } | { type: 'back' } | { type: 'restart' };

/**
 * The progress reducer. The spec says going back is computed but the progress state ignores the go-back
 * action: the visible step changes (see `resetBackTarget`), the stored progress does not.
 */
export function resetProgressReducer(progress: ResetProgress, action: ResetAction): ResetProgress {
  if (action.type === 'forward') return resetForward(progress);
  if (action.type === 'restart') return initialResetProgress();
  return progress;
}
