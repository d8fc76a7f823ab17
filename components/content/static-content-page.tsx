import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/page/page-shell';
import type { PageProps } from '@/components/page/page-props';
import type { StaticPageSlug } from '@/lib/content/documents/pages';
import { formatContentDate } from '@/lib/content/render/format-date';
import { localeContext } from '@/lib/content/render/locale-context';
import { blockText } from '@/lib/content/render/rich-text-outline';
import type { StaticPage } from '@/lib/content/types/pages';
import type { ParsedLocale } from '@/lib/markets/locales';
import { pageMetadata } from '@/server/seo/page-metadata';
import { summarize } from '@/lib/seo/urls';
import { getStaticPage } from '@/server/content/get-static-page';
import { Breadcrumbs } from './breadcrumbs';
import { ContentArticle } from './content-article';

type Options = {
  /** The site's own content above the CMS text (the payment methods list: what the visitor came for). */
  before?: (context: ParsedLocale) => ReactNode | Promise<ReactNode>;
  /** The site's own content under the CMS text (helpline, support e-mail). */
  after?: (context: ParsedLocale) => ReactNode | Promise<ReactNode>;
  /** Buttons under the title. */
  actions?: (locale: string) => ReactNode | Promise<ReactNode>;
};

/** The page's first paragraph, for the meta description. */
export function staticPageDescription(page: StaticPage): string {
  const first = page.body.find((block) => block.style === 'normal' && !block.listItem && blockText(block).trim() !== '');
  return summarize(first ? blockText(first) : page.title);
}

async function load(locale: string, slug: StaticPageSlug): Promise<StaticPage> {
  const page = await getStaticPage({ slug, language: localeContext(locale).language });
  if (!page) notFound();
  return page;
}

/**
 * A static page (terms, cookie policy, help centre…) from the CMS: title, rich text with a table of contents
 * for long pages, last-updated date, breadcrumbs, and metadata with canonical and hreflang alternates.
 */
export function staticContentPage(slug: StaticPageSlug, options: Options = {}) {
  const path = `/${slug}`;

  async function generateMetadata({ params }: PageProps): Promise<Metadata> {
    const { locale } = await params;
    const page = await load(locale, slug);
    return pageMetadata({ locale, path, title: page.title, description: staticPageDescription(page), type: 'article' });
  }

  async function Page({ params }: PageProps) {
    const { locale } = await params;
    setRequestLocale(locale);
    const context = localeContext(locale);
    const [page, t] = await Promise.all([load(locale, slug), getTranslations({ locale, namespace: 'seo' })]);
    const [before, after, actions] = await Promise.all([options.before?.(context), options.after?.(context), options.actions?.(locale)]);
    return (
      <PageShell
        testId={`static-page-${slug}`}
        eyebrow={<Breadcrumbs locale={locale} items={[{ label: page.title, href: path }]} />}
        title={page.title}
        intro={t('lastUpdated', { date: formatContentDate(page.updatedAt, locale) })}
        actions={actions}
      >
        <ContentArticle blocks={page.body} tocLabel={t('onThisPage')} before={before} after={after} />
      </PageShell>
    );
  }

  return { generateMetadata, Page };
}
