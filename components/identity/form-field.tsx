'use client';

import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { CheckCircleIcon, ErrorIcon } from '@/components/ui/icons';
import { shownFieldState, type FieldVisualState } from '@/lib/identity/ui-field-state';
import { useFormRefused } from './form-refusal';

type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  help?: ReactNode;
  /** Translated error text, shown when the state is touched-error. */
  error?: ReactNode;
  state: FieldVisualState;
  /** Read by screen readers next to the success icon (the state is never colour alone). */
  validLabel: string;
  /** Content after the input inside the frame (e.g. a show-password button). */
  trailing?: ReactNode;
  /** Content before the input inside the frame (e.g. a dialling prefix). */
  leading?: ReactNode;
};

export const FIELD_FRAME: Record<FieldVisualState, string> = {
  untouched: 'ring-line focus-within:ring-accent',
  'touched-error': 'ring-danger focus-within:ring-danger',
  success: 'ring-success/70 focus-within:ring-accent',
};

/** Label above, help and error below; the three field states by colour and by icon (spec identity-and-account §5). */
export function FormField({ id, label, help, error, state: given, validLabel, trailing, leading, className, ...input }: FormFieldProps) {
  // A field is shown valid only while the server has not refused the form.
  const state = shownFieldState(given, useFormRefused());
  const helpId = help ? `${id}-help` : undefined;
  const errorId = state === 'touched-error' && error ? `${id}-error` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)} data-field-state={state}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div
        className={clsx(
          'flex min-h-12 items-center gap-2 rounded-md bg-raised px-3 ring-1 ring-inset transition-shadow focus-within:ring-2',
          FIELD_FRAME[state],
        )}
      >
        {leading}
        <input
          id={id}
          aria-invalid={state === 'touched-error' || undefined}
          aria-describedby={[errorId, helpId].filter(Boolean).join(' ') || undefined}
          className="min-w-0 flex-1 bg-transparent py-2.5 text-base text-fg outline-none placeholder:text-fg-subtle [color-scheme:dark]"
          {...input}
        />
        {trailing}
        <FieldStateIcon state={state} validLabel={validLabel} />
      </div>
      {errorId ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={helpId} className="text-xs text-fg-subtle">
          {help}
        </p>
      ) : null}
    </div>
  );
}

export function FieldStateIcon({ state, validLabel }: { state: FieldVisualState; validLabel: string }) {
  if (state === 'success') {
    return (
      <span className="flex shrink-0 text-success" data-testid="field-success">
        <CheckCircleIcon className="size-5" />
        <span className="sr-only">{validLabel}</span>
      </span>
    );
  }
  if (state === 'touched-error') return <ErrorIcon className="size-5 shrink-0 text-danger" data-testid="field-error" />;
  return null;
}
