import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { absoluteUrl } from '@/server/seo/page-metadata';
import { JsonLd } from '@/components/seo/json-ld';

export type Crumb = { name: string; path: string };

/** The trail from home to this page, shown as a nav and given to search engines as a BreadcrumbList. */
export async function Breadcrumbs({ locale, trail }: { locale: string; trail: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'lobby' });
  const crumbs: Crumb[] = [{ name: t('home'), path: '' }, ...trail];
  return (
    <>
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-fg-muted">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-2">
                {last ? (
                  <span aria-current="page" className="font-semibold text-fg">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <Link href={crumb.path || '/'} className="text-accent hover:text-accent-hover">
                      {crumb.name}
                    </Link>
                    <span aria-hidden="true">/</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            item: absoluteUrl(locale, crumb.path),
          })),
        }}
      />
    </>
  );
}
