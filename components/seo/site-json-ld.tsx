import { brand } from '@/lib/brand';
import { bcp47ForLocale } from '@/lib/markets/locales';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/structured-data';
import { absoluteUrl, siteUrl } from '@/server/seo/page-metadata';
import { JsonLd } from './json-ld';

/** Organization + WebSite for the home page (one place, so the identity reads the same everywhere). */
export function SiteJsonLd({ locale }: { locale: string }) {
  const root = siteUrl();
  return (
    <JsonLd
      data={[
        organizationJsonLd(root, { name: brand.name, operator: brand.operator, email: brand.supportEmail }, `${root}/icon.svg`),
        webSiteJsonLd(root, absoluteUrl(locale, ''), brand.name, bcp47ForLocale(locale)),
      ]}
    />
  );
}
