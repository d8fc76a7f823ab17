import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AcceptTermsButton } from '@/components/identity/accept-terms-button';
import { contentMetadata } from '@/components/page/content-page';
import { PageShell } from '@/components/page/page-shell';
import { Link } from '@/i18n/navigation';
import { parseLocale } from '@/lib/markets';
import { getTermsVersion } from '@/server/content/get-terms-version';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = contentMetadata('pages.acceptTerms', { noIndex: true });

/** Updated terms: the current version's summary, a link to the full text, and accept (spec identity-and-account §2 terms guard). */
export default async function AcceptTermsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const language = parseLocale(locale)?.language ?? 'en';
  const [page, t, terms] = await Promise.all([getTranslations('pages.acceptTerms'), getTranslations('terms'), getTermsVersion({ language })]);

  return (
    <PageShell title={page('title')} intro={page('intro')} width="prose" testId="acceptTerms-page">
      <article className="flex flex-col gap-5 rounded-xl bg-surface p-5 shadow-card ring-1 ring-inset ring-line md:p-8">
        {terms ? (
          <>
            <p className="text-sm font-semibold text-primary" data-testid="terms-version">
              {t('version', { version: terms.version })}
            </p>
            <p className="whitespace-pre-line text-base text-fg-muted">{terms.summary}</p>
          </>
        ) : null}
        <Link
          href={terms?.pageSlug ? `/${terms.pageSlug}` : '/terms'}
          target="_blank"
          className="self-start text-sm font-semibold text-accent underline underline-offset-4"
        >
          {t('readFull')}
        </Link>
        <AcceptTermsButton />
      </article>
    </PageShell>
  );
}
