'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClasses } from '@/components/ui/button-classes';
import { codeSchema } from '@/lib/identity/schemas';
import { FormAlert } from './form-alert';
import { FormRefusal } from './form-refusal';
import { RhfField } from './rhf-field';

const schema = z.object({ code: codeSchema });
type CodeForm = z.input<typeof schema>;

type Labels = { label: string; help?: string; valid: string; required: string; invalid: string; submit: string; working: string; resend: string };

/** A 6-digit code with confirm and "send a new code" (sign-up and password reset). */
export function CodeForm({
  idPrefix,
  labels,
  busy,
  disabled,
  fieldError,
  formError,
  notice,
  onSubmit,
  onResend,
}: {
  idPrefix: string;
  labels: Labels;
  busy: boolean;
  disabled?: boolean;
  /** A translated error for the code field from the API (e.g. sms.code.invalid). */
  fieldError: string | null;
  formError: ReactNode;
  notice?: ReactNode;
  onSubmit: (code: string) => void;
  onResend: () => void;
}) {
  const form = useForm<CodeForm>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { code: '' } });
  useEffect(() => {
    if (fieldError) form.setError('code', { type: 'server', message: fieldError }, { shouldFocus: true });
  }, [fieldError, form]);

  return (
    <FormProvider {...form}>
      <FormRefusal refused={Boolean(formError)}>
        <form noValidate onSubmit={form.handleSubmit(({ code }) => onSubmit(code))} className="flex flex-col gap-5" data-testid={`${idPrefix}-code-form`}>
          <RhfField<CodeForm>
            name="code"
            idPrefix={idPrefix}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="max-w-xs"
            label={labels.label}
            help={labels.help}
            validLabel={labels.valid}
            errorText={(error, empty) => (error.type === 'server' && error.message ? error.message : empty ? labels.required : labels.invalid)}
          />
          {notice ? (
            <p role="status" className="text-sm text-success">
              {notice}
            </p>
          ) : null}
          <FormAlert testId={`${idPrefix}-error`}>{formError}</FormAlert>
          <div className="flex flex-col gap-3 md:flex-row">
            <button type="submit" disabled={busy || disabled} aria-busy={busy} className={buttonClasses({ size: 'lg', className: 'md:min-w-48' })}>
              {busy ? labels.working : labels.submit}
            </button>
            <button type="button" onClick={onResend} disabled={busy || disabled} className={buttonClasses({ variant: 'ghost', size: 'lg' })}>
              {labels.resend}
            </button>
          </div>
        </form>
      </FormRefusal>
    </FormProvider>
  );
}
