'use client';

import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { FIELD_FRAME, FieldStateIcon } from '@/components/identity/form-field';
import { fieldVisualState } from '@/lib/identity/ui-field-state';

type Option = { value: string; label: string };

type RhfSelectProps<T extends FieldValues> = {
  name: Path<T>;
  id: string;
  label: ReactNode;
  placeholder: string;
  options: readonly Option[];
  help?: ReactNode;
  validLabel: string;
  error?: ReactNode;
};

/** A react-hook-form select with the spec's three field states (identity-and-account §5), as FormField shows them for inputs. */
export function RhfSelect<T extends FieldValues>({ name, id, label, placeholder, options, help, validLabel, error }: RhfSelectProps<T>) {
  const { register, getFieldState } = useFormContext<T>();
  const formState = useFormState<T>({ name });
  const field = getFieldState(name, formState);
  const state = fieldVisualState({ isTouched: field.isTouched, isDirty: field.isDirty, invalid: field.invalid, submitted: formState.isSubmitted });
  const errorId = state === 'touched-error' && error ? `${id}-error` : undefined;
  const helpId = help ? `${id}-help` : undefined;
  return (
    <div className="flex flex-col gap-1.5" data-field-state={state}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div
        className={clsx(
          'flex min-h-12 items-center gap-2 rounded-md bg-raised pr-3 ring-1 ring-inset transition-shadow focus-within:ring-2',
          FIELD_FRAME[state],
        )}
      >
        <select
          id={id}
          aria-invalid={state === 'touched-error' || undefined}
          aria-describedby={[errorId, helpId].filter(Boolean).join(' ') || undefined}
          className="min-h-12 min-w-0 flex-1 bg-transparent pl-3 text-base text-fg outline-none [color-scheme:dark]"
          {...register(name)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldStateIcon state={state} validLabel={validLabel} />
      </div>
      {errorId ? (
        <p id={errorId} className="text-sm text-danger">
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
