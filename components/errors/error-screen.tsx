'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button-classes';
import { ErrorIcon } from '@/components/ui/icons';

/** The spec's error screen: 'SOMETHING WENT WRONG', 'Please try again', and a 'Try again' button. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('errors');
  return (
    <div className="mx-auto flex max-w-prose flex-col items-center px-4 py-20 text-center md:py-32">
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-danger-soft text-danger ring-1 ring-inset ring-danger/40">
        <ErrorIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-xl font-extrabold tracking-wide text-fg md:text-2xl">{t('somethingWentWrong')}</h1>
      <p className="mt-3 text-base text-fg-muted">{t('pleaseTryAgain')}</p>
      <button type="button" onClick={onRetry} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
