import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { EddQuestionnaireCard } from '@/components/edd/edd-questionnaire-card';
import { IdentityCheckCard } from '@/components/identity-verification/identity-check-card';
import type { PageProps } from '@/components/page/page-props';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'account.identityVerificationPage' });
  return { title: t('title'), description: t('intro') };
}

/** Identity verification through the vendor's hosted check, and the EDD questionnaire (identity-and-account §3, §7). */
export default async function IdentityVerificationPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'account.identityVerificationPage' });
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight text-fg">{t('title')}</h1>
      <p className="mt-2 max-w-prose text-base text-fg-muted">{t('intro')}</p>
      <div className="mt-8 flex flex-col gap-6">
        <Suspense fallback={<div className="h-48 animate-pulse rounded-lg bg-surface motion-reduce:animate-none" />}>
          <IdentityCheckCard />
        </Suspense>
        <EddQuestionnaireCard />
      </div>
    </>
  );
}
