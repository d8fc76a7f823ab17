import clsx from 'clsx';
import type { ReactNode } from 'react';
import { CheckCircleIcon, ErrorIcon } from '@/components/ui/icons';

const TONES = {
  success: 'bg-success-soft ring-success/60',
  error: 'bg-danger-soft ring-danger/60',
  info: 'bg-raised ring-line-strong',
} as const;

/** A status message (outcome, refusal); the icon and the words carry the meaning, never the colour alone. */
export function Notice({ tone, children, testId }: { tone: keyof typeof TONES; children: ReactNode; testId?: string }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={clsx('flex max-w-xl items-start gap-2 rounded-md px-3 py-2.5 text-sm text-fg ring-1 ring-inset', TONES[tone])}
    >
      {tone === 'success' ? (
        <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-success" />
      ) : (
        <ErrorIcon className={clsx('mt-0.5 size-5 shrink-0', tone === 'error' ? 'text-danger' : 'text-fg-muted')} />
      )}
      <span>{children}</span>
    </div>
  );
}
