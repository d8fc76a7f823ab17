import { getTranslations, setRequestLocale } from 'next-intl/server';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';
import { LoginForm } from '@/components/identity/login-form';
import { contentMetadata } from '@/components/page/content-page';
import { PageShell } from '@/components/page/page-shell';
import { LockIcon } from '@/components/ui/icons';
import { REDIRECT_PARAM } from '@/lib/session/constants';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = contentMetadata('pages.unauthorized', { noIndex: true });

/**
 * Access error page and the site's sign-in page: the gate sends unauthorised visitors here with the requested
 * path; signing in on this page returns them to it (home when none was asked for).
 */
export default async function UnauthorizedPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, login, query] = await Promise.all([getTranslations('pages.unauthorized'), getTranslations('login'), searchParams]);
  const redirect = safeRedirectPath(query[REDIRECT_PARAM]) ?? '/';

  return (
    <PageShell
      eyebrow={
        <span className="inline-flex items-center gap-2">
          <LockIcon className="size-5" />
          401
        </span>
      }
      title={t('title')}
      intro={t('intro')}
      width="prose"
      testId="unauthorized-page"
    >
      <section aria-labelledby="signin-page-title" className="max-w-md rounded-xl bg-surface p-5 shadow-card ring-1 ring-inset ring-line md:p-8">
        <h2 id="signin-page-title" className="mb-5 text-xl font-bold text-fg">
          {login('title')}
        </h2>
        <LoginForm idPrefix="signin-page" redirect={redirect} />
      </section>
    </PageShell>
  );
}
