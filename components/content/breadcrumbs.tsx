import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/navigation';
import { absoluteUrl } from '@/server/seo/page-metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';

export interface BreadcrumbItem {
  label: string;
  /** Path after the locale; the last item is the current page (shown as text, kept in the JSON-LD). */
  href: string;
}

/** Visible breadcrumb trail (Home first) plus its BreadcrumbList JSON-LD, from the same list. */
export async function Breadcrumbs({ locale, items }: { locale: string; items: readonly BreadcrumbItem[] }) {
  const t = await getTranslations({ locale, namespace: 'seo' });
  const trail: BreadcrumbItem[] = [{ label: t('home'), href: '/' }, ...items];
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-fg-muted">
        {trail.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="text-fg-subtle">
                /
              </span>
            ) : null}
            {index < trail.length - 1 ? (
              <Link href={item.href} className="font-semibold text-accent underline-offset-2 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-fg">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbJsonLd(trail.map((item) => ({ name: item.label, url: absoluteUrl(locale, item.href) })))} />
    </nav>
  );
}
