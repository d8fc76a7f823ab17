'use client';

import { useFormContext, useFormState, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldVisualState } from '@/lib/identity/ui-field-state';
import { FormField } from './form-field';

type RhfFieldProps<T extends FieldValues> = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & {
  name: Path<T>;
  idPrefix: string;
  label: ReactNode;
  help?: ReactNode;
  validLabel: string;
  /** Translates the field's error; `empty` says the field holds nothing (show "required"). */
  errorText: (error: FieldError, empty: boolean) => ReactNode;
  trailing?: ReactNode;
  leading?: ReactNode;
};

/** A react-hook-form text input with the spec's field states. */
export function RhfField<T extends FieldValues>({ name, idPrefix, errorText, ...rest }: RhfFieldProps<T>) {
  const { register, getFieldState, getValues } = useFormContext<T>();
  const formState = useFormState<T>({ name });
  const field = getFieldState(name, formState);
  const state = fieldVisualState({ isTouched: field.isTouched, isDirty: field.isDirty, invalid: field.invalid, submitted: formState.isSubmitted });
  const value: unknown = getValues(name);
  const error = field.error ? errorText(field.error, value === '' || value === undefined || value === null) : undefined;
  return <FormField id={`${idPrefix}-${name}`} state={state} error={error} {...rest} {...register(name)} />;
}
