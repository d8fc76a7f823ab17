'use client';

import { useEffect, useRef } from 'react';

/**
 * A multi-step form's move to another step (sign-up, password reset): the page scrolls to the top of the flow
 * (a phone would otherwise keep the previous step's scroll position, showing the footer), and focus moves to the
 * new step's heading (`data-step-heading`, tabIndex -1) so a screen reader announces where the player is.
 * Nothing happens on the first render: a page load keeps the browser's own focus and scroll.
 */
export function useStepFocus<T extends HTMLElement>(step: string) {
  const root = useRef<T>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    const flow = root.current;
    if (!flow) return;
    flow.scrollIntoView({ block: 'start' });
    flow.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true });
  }, [step]);
  return root;
}
