import { ErrorIcon } from '@/components/ui/icons';
import type { ReactNode } from 'react';

/** A form-level error, announced when it appears. */
export function FormAlert({ children, testId }: { children: ReactNode; testId?: string }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex items-start gap-2 rounded-md bg-danger-soft px-3 py-2.5 text-sm text-fg ring-1 ring-inset ring-danger/60"
    >
      <ErrorIcon className="mt-0.5 size-5 shrink-0 text-danger" />
      <span>{children}</span>
    </div>
  );
}
