'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { FormProvider, useForm, useWatch, type FieldError } from 'react-hook-form';
import { FormAlert } from '@/components/identity/form-alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { Dialog } from '@/components/ui/dialog';
import { OTHER } from '@/lib/edd/options';
import {
  EMPTY_EDD_FORM,
  eddQuestionnaireFormSchema,
  toEddQuestionnairePayload,
  type EddQuestionnaireAnswer,
  type EddQuestionnaireForm,
} from '@/lib/edd/schemas';
import { EDD_QUERY_KEYS, eddApi } from '@/lib/edd/ui-api';
import { toast } from '@/lib/ui/toast-store';
import { formatWalletMoney } from '@/lib/wallet/ui-money';
import { EddTextField } from './edd-text-field';
import { RhfSelect } from './rhf-select';

type Props = { open: boolean; onClose: () => void; current: EddQuestionnaireAnswer | null };

/** The choices come from the platform (identity-and-account §7 "EDD: GET occupations, sources of funds and salary ranges"). */
async function loadOptions() {
  const [occupations, sources, salary] = await Promise.all([eddApi.occupations(), eddApi.sourcesOfFunds(), eddApi.salaryRanges()]);
  return { occupations: occupations.occupations, sourcesOfFunds: sources.sourcesOfFunds, salary };
}

/** A stored answer back into the form: a code selects itself, anything else is Other's free text. */
function formFrom(answer: EddQuestionnaireAnswer | null, codes: { occupations: readonly string[]; sourcesOfFunds: readonly string[] }): EddQuestionnaireForm {
  if (!answer) return EMPTY_EDD_FORM;
  const choice = (value: string, list: readonly string[]) => (list.includes(value) ? { code: value, other: '' } : { code: OTHER, other: value });
  const occupation = choice(answer.occupation, codes.occupations);
  const source = choice(answer.sourceOfFunds, codes.sourcesOfFunds);
  return {
    occupation: occupation.code,
    otherOccupation: occupation.other,
    sourceOfFunds: source.code,
    otherSourceOfFunds: source.other,
    salaryRangeId: String(answer.salaryRangeId),
    placeOfBirth: answer.placeOfBirth ?? '',
    nationality: answer.nationality ?? '',
  };
}

/** The EDD questionnaire (identity-and-account §3, §5): react-hook-form with the shared zod rule, in the site's modal. */
export function EddQuestionnaireModal({ open, onClose, current }: Props) {
  const t = useTranslations('account.edd');
  const options = useQuery({ queryKey: EDD_QUERY_KEYS.options, queryFn: loadOptions, enabled: open, staleTime: 5 * 60_000 });
  return (
    <Dialog open={open} onClose={onClose} title={t('modal.title')} description={t('modal.description')} closeLabel={t('modal.close')}>
      {options.data ? (
        <EddQuestionnaireForm options={options.data} current={current} onDone={onClose} />
      ) : options.isError ? (
        <FormAlert>{t('modal.failed')}</FormAlert>
      ) : (
        <div className="flex flex-col gap-4" aria-busy="true" aria-label={t('modal.loading')}>
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-16 animate-pulse rounded-md bg-raised motion-reduce:animate-none" />
          ))}
        </div>
      )}
    </Dialog>
  );
}

type Options = Awaited<ReturnType<typeof loadOptions>>;

function EddQuestionnaireForm({ options, current, onDone }: { options: Options; current: EddQuestionnaireAnswer | null; onDone: () => void }) {
  const t = useTranslations('account.edd');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const form = useForm<EddQuestionnaireForm>({
    resolver: zodResolver(eddQuestionnaireFormSchema),
    defaultValues: formFrom(current, options),
    mode: 'onTouched',
  });
  const [occupation, sourceOfFunds] = useWatch({ control: form.control, name: ['occupation', 'sourceOfFunds'] });
  const save = useMutation({
    mutationFn: eddApi.answer,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: EDD_QUERY_KEYS.status });
      toast({ kind: 'success', message: t('modal.success') });
      onDone();
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(toEddQuestionnairePayload(eddQuestionnaireFormSchema.parse(values))));

  const errorOf = (name: keyof EddQuestionnaireForm) => {
    const error = form.formState.errors[name];
    return error ? errorText(error) : undefined;
  };
  const errorText = (error: FieldError) => t(error.message === 'too_long' || error.type === 'too_big' ? 'errors.tooLong' : 'errors.required');
  const money = (minor: number) => formatWalletMoney(minor, options.salary.currency, locale);
  const salaryOptions = options.salary.salaryRanges.map((range) => ({
    value: String(range.salaryRangeId),
    label: range.to === null ? t('salary.openEnded', { from: money(range.from) }) : t('salary.range', { from: money(range.from), to: money(range.to) }),
  }));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="edd-questionnaire-form">
        <RhfSelect<EddQuestionnaireForm>
          name="occupation"
          id="edd-occupation"
          label={t('fields.occupation.label')}
          placeholder={t('fields.occupation.placeholder')}
          options={options.occupations.map((code) => ({ value: code, label: t(`occupations.${code}`) }))}
          validLabel={t('valid')}
          error={errorOf('occupation')}
        />
        {occupation === OTHER ? (
          <EddTextField name="otherOccupation" label={t('fields.otherOccupation.label')} validLabel={t('valid')} error={errorOf('otherOccupation')} />
        ) : null}
        <RhfSelect<EddQuestionnaireForm>
          name="sourceOfFunds"
          id="edd-sourceOfFunds"
          label={t('fields.sourceOfFunds.label')}
          placeholder={t('fields.sourceOfFunds.placeholder')}
          options={options.sourcesOfFunds.map((code) => ({ value: code, label: t(`sourcesOfFunds.${code}`) }))}
          validLabel={t('valid')}
          error={errorOf('sourceOfFunds')}
        />
        {sourceOfFunds === OTHER ? (
          <EddTextField name="otherSourceOfFunds" label={t('fields.otherSourceOfFunds.label')} validLabel={t('valid')} error={errorOf('otherSourceOfFunds')} />
        ) : null}
        <RhfSelect<EddQuestionnaireForm>
          name="salaryRangeId"
          id="edd-salaryRangeId"
          label={t('fields.salaryRangeId.label')}
          placeholder={t('fields.salaryRangeId.placeholder')}
          options={salaryOptions}
          help={t('fields.salaryRangeId.help')}
          validLabel={t('valid')}
          error={errorOf('salaryRangeId')}
        />
        <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
          <EddTextField name="placeOfBirth" label={t('fields.placeOfBirth.label')} validLabel={t('valid')} error={errorOf('placeOfBirth')} />
          <EddTextField name="nationality" label={t('fields.nationality.label')} validLabel={t('valid')} error={errorOf('nationality')} />
        </div>
        {save.isError ? <FormAlert testId="edd-questionnaire-error">{t('modal.failed')}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-3 md:flex-row md:justify-end">
          <button type="button" onClick={onDone} className={buttonClasses({ variant: 'ghost' })}>
            {t('modal.later')}
          </button>
          <button type="submit" disabled={save.isPending} className={buttonClasses()}>
            {save.isPending ? t('modal.submitting') : t('modal.submit')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
