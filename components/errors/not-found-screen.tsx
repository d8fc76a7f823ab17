import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { GeneratedArt } from '@/components/ui/generated-art';
import { Link } from '@/i18n/navigation';
import { brand } from '@/lib/brand';

/** A friendly 404: what happened, and the two most useful ways on. */
export async function NotFoundScreen() {
  const t = await getTranslations('notFound');
  return (
    <div className="mx-auto flex max-w-content flex-col items-center px-4 py-16 text-center md:px-6 md:py-24 xl:px-8">
      <title>{`${t('title')} | ${brand.name}`}</title>
      <GeneratedArt seed="not-found" mark="404" className="h-40 w-64 rounded-xl shadow-raised ring-1 ring-inset ring-fg/10" />
      <p className="mt-8 text-sm font-semibold text-primary">{t('code')}</p>
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-balance text-fg">{t('heading')}</h1>
      <p className="mt-3 max-w-prose text-base text-pretty text-fg-muted">{t('body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClasses({ size: 'lg' })}>
          {t('home')}
        </Link>
        <Link href="/online-casino" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {t('casino')}
        </Link>
      </div>
    </div>
  );
}
