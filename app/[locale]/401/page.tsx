import { getTranslations, setRequestLocale } from 'next-intl/server';
import { safeRedirectPath } from '@/components/account/safe-redirect';
import { contentMetadata } from '@/components/page/content-page';
import { PageShell } from '@/components/page/page-shell';
import { buttonClasses } from '@/components/ui/button-classes';
import { LockIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { REDIRECT_PARAM } from '@/lib/session/constants';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = contentMetadata('pages.unauthorized', { noIndex: true });

/** Access error page: the gate sends unauthorised visitors here with the requested path, which sign-in keeps. */
export default async function UnauthorizedPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, query] = await Promise.all([getTranslations('pages.unauthorized'), searchParams]);
  const redirect = safeRedirectPath(query[REDIRECT_PARAM]);
  const signInQuery = redirect ? { login: '1', [REDIRECT_PARAM]: redirect } : { login: '1' };

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
      actions={
        <>
          <Link href={{ pathname: '/', query: signInQuery }} className={buttonClasses({ size: 'lg' })} data-testid="unauthorized-sign-in">
            {t('signIn')}
          </Link>
          <Link href="/signup" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('signUp')}
          </Link>
        </>
      }
    />
  );
}
