'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/identity/form-alert';
import { useStepFocus } from '@/components/identity/use-step-focus';
import { buttonClasses } from '@/components/ui/button-classes';
import { choiceFormSchema, confirmFormSchema, type ChoiceFormValues, type ConfirmFormValues } from '@/lib/protection/ui-api';

export interface BlockOption {
  value: string;
  label: string;
  hint?: string;
}

type Props = {
  kind: 'timeout' | 'exclusion';
  title: string;
  intro: React.ReactNode;
  options: readonly BlockOption[];
  /** What the confirmation says the chosen length means ("until 4 Dec 2026"). */
  summaryOf: (choice: string) => string;
  /** Sends the request; resolves when the block is stored (the caller then signs out). */
  onConfirm: (choice: string) => Promise<void>;
  errorMessage: string | null;
  pending: boolean;
};

/**
 * A time-out or self-exclusion in two steps: pick a length, then confirm on a step that says plainly it cannot be
 * undone (with a checkbox the player must tick). Focus moves to each step's heading so a screen reader follows.
 */
export function BlockForm({ kind, title, intro, options, summaryOf, onConfirm, errorMessage, pending }: Props) {
  const t = useTranslations('player.responsibleGambling.protection');
  const [chosen, setChosen] = useState<string | null>(null);
  const root = useStepFocus<HTMLElement>(chosen === null ? 'choose' : 'confirm');
  const ids = useId();
  const choiceForm = useForm<ChoiceFormValues>({ resolver: zodResolver(choiceFormSchema), defaultValues: { choice: '' } });
  const confirmForm = useForm<ConfirmFormValues>({ resolver: zodResolver(confirmFormSchema), defaultValues: { understood: false } });
  const choiceError = choiceForm.formState.errors.choice?.message;
  const understoodError = confirmForm.formState.errors.understood?.message;
  const picked = useWatch({ control: choiceForm.control, name: 'choice' });

  const goBack = () => {
    confirmForm.reset({ understood: false });
    setChosen(null);
  };

  return (
    <section
      ref={root}
      aria-labelledby={`${ids}-title`}
      className="flex scroll-mt-24 flex-col gap-4 rounded-lg bg-surface p-5 shadow-card ring-1 ring-inset ring-line"
      data-testid={`protection-${kind}`}
    >
      {chosen === null ? (
        <>
          <div>
            <h3 id={`${ids}-title`} data-step-heading tabIndex={-1} className="text-lg font-bold text-fg outline-none">
              {title}
            </h3>
            <div className="mt-1 max-w-prose text-sm text-fg-muted">{intro}</div>
          </div>
          <form noValidate onSubmit={choiceForm.handleSubmit(({ choice }) => setChosen(choice))} className="flex flex-col gap-4">
            <fieldset aria-describedby={choiceError ? `${ids}-choice-error` : undefined} aria-invalid={choiceError ? true : undefined}>
              <legend className="text-sm font-semibold text-fg">{t('legend')}</legend>
              {/* As many columns as fit a length on one line ("12 months"): two on a phone, three in a half-width card. */}
              <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2">
                {options.map((option) => (
                  <label
                    key={option.value}
                    className={clsx(
                      'flex min-h-11 cursor-pointer items-start gap-2.5 rounded-md bg-raised px-3 py-2.5 text-sm ring-1 ring-inset transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
                      picked === option.value ? 'ring-accent' : 'ring-line hover:ring-line-strong',
                      option.hint && 'col-span-full',
                    )}
                  >
                    <input type="radio" value={option.value} {...choiceForm.register('choice')} className="mt-0.5 accent-current" />
                    <span className="min-w-0">
                      <span className="block whitespace-nowrap font-semibold text-fg">{option.label}</span>
                      {option.hint ? <span className="block text-xs text-fg-muted">{option.hint}</span> : null}
                    </span>
                  </label>
                ))}
              </div>
              {choiceError ? (
                <p id={`${ids}-choice-error`} className="mt-2 text-sm text-danger">
                  {t(choiceError)}
                </p>
              ) : null}
            </fieldset>
            <button type="submit" className={clsx(buttonClasses({ variant: 'secondary', size: 'md' }), 'self-start')}>
              {t(`${kind}.submit`)}
            </button>
          </form>
        </>
      ) : (
        <>
          <h3 id={`${ids}-title`} data-step-heading tabIndex={-1} className="text-lg font-bold text-fg outline-none">
            {t(`${kind}.confirmTitle`)}
          </h3>
          <div
            className="flex flex-col gap-2 rounded-md bg-danger-soft px-4 py-3 text-sm text-fg ring-1 ring-inset ring-danger/60"
            data-testid="protection-warning"
          >
            <p className="font-semibold">{summaryOf(chosen)}</p>
            <p>{t('confirm.consequences')}</p>
            <p className="font-bold">{t('confirm.final')}</p>
          </div>
          <form noValidate onSubmit={confirmForm.handleSubmit(() => onConfirm(chosen))} className="flex flex-col gap-4">
            <div>
              <label className="flex cursor-pointer items-start gap-2.5 text-sm text-fg">
                <input
                  type="checkbox"
                  {...confirmForm.register('understood')}
                  aria-invalid={understoodError ? true : undefined}
                  aria-describedby={understoodError ? `${ids}-understood-error` : undefined}
                  className="mt-0.5 size-4 accent-current"
                />
                <span>{t('confirm.understood')}</span>
              </label>
              {understoodError ? (
                <p id={`${ids}-understood-error`} className="mt-1 text-sm text-danger">
                  {t(understoodError)}
                </p>
              ) : null}
            </div>
            <FormAlert testId={`protection-${kind}-error`}>{errorMessage}</FormAlert>
            <div className="flex flex-wrap gap-2">
              <button type="submit" disabled={pending} aria-busy={pending || undefined} className={buttonClasses({ variant: 'primary', size: 'md' })}>
                {pending ? t('confirm.working') : t('confirm.confirm')}
              </button>
              <button type="button" onClick={goBack} disabled={pending} className={buttonClasses({ variant: 'ghost', size: 'md' })}>
                {t('confirm.back')}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
