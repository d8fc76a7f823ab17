'use client';

import type { ReactNode } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { FormField } from '@/components/identity/form-field';
import type { EddQuestionnaireForm } from '@/lib/edd/schemas';
import { fieldVisualState } from '@/lib/identity/ui-field-state';

type Name = 'otherOccupation' | 'otherSourceOfFunds' | 'placeOfBirth' | 'nationality';

/**
 * A free-text field of the questionnaire with the spec's field states (identity-and-account §5). An optional field
 * left empty stays neutral after a submit: a tick on nothing would claim an answer the player did not give.
 */
export function EddTextField({ name, label, validLabel, error }: { name: Name; label: ReactNode; validLabel: string; error?: ReactNode }) {
  const { register, getFieldState } = useFormContext<EddQuestionnaireForm>();
  const formState = useFormState<EddQuestionnaireForm>({ name });
  const value = useWatch<EddQuestionnaireForm, Name>({ name });
  const field = getFieldState(name, formState);
  const state = fieldVisualState({ isTouched: field.isTouched, isDirty: field.isDirty, invalid: field.invalid, submitted: formState.isSubmitted });
  return (
    <FormField
      id={`edd-${name}`}
      label={label}
      validLabel={validLabel}
      maxLength={100}
      state={state === 'success' && !value?.trim() ? 'untouched' : state}
      error={error}
      {...register(name)}
    />
  );
}
