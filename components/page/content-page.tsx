import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { GeneratedArt } from '@/components/ui/generated-art';
import { pageMetadata } from '@/server/seo/page-metadata';
import { InfoCards } from './info-cards';
import { BRAND_VALUES, type LocaleParams } from './page-props';
import { PageShell } from './page-shell';
import type { IconComponent } from '@/components/ui/icons';

type Values = Record<string, string | number>;
type Params = LocaleParams & Record<string, string | string[] | undefined>;
type Props<P extends Params> = { params: Promise<P> };

type ContentPageOptions<P extends Params> = {
  /** Values for `{placeholders}` in the title and intro, computed from the route params. */
  values?: (params: P) => Values | Promise<Values>;
  /** The page body; without it, `<namespace>.sections` (if any) are shown as cards. */
  body?: (params: P) => ReactNode | Promise<ReactNode>;
  actions?: (params: P) => ReactNode | Promise<ReactNode>;
  eyebrow?: (params: P) => ReactNode | Promise<ReactNode>;
  width?: 'prose' | 'wide';
  /** Generated artwork beside the title on wide screens (lobby pages). */
  art?: { seed: string; icon: IconComponent };
  /**
   * The page's path after the locale ('/terms'): with it the metadata carries the canonical URL and one
   * hreflang alternate per enabled locale. Without it, only title and description (and a noindex page).
   */
  path?: string | ((params: P) => string);
  /** Pages a search engine should not index: account, error and one-off flow pages. */
  noIndex?: boolean;
};

/** `<namespace>.sections.*` as cards, or nothing when the page has no sections. */
export async function sectionCards(locale: string, namespace: string): Promise<ReactNode> {
  const t = await getTranslations({ locale, namespace });
  if (!t.has('sections')) return null;
  const keys = Object.keys(t.raw('sections') as Record<string, unknown>);
  return (
    <InfoCards
      columns={keys.length % 2 === 0 ? 2 : 3}
      items={keys.map((key) => ({ id: key, title: t(`sections.${key}.title`, BRAND_VALUES), body: t(`sections.${key}.body`, BRAND_VALUES) }))}
    />
  );
}

/**
 * A content page in three lines: `const page = contentPage('pages.terms')`, then export its
 * `generateMetadata` and `Page`. Title and intro come from `<namespace>.title` / `.intro`.
 */
export function contentPage<P extends Params = LocaleParams>(namespace: string, options: ContentPageOptions<P> = {}) {
  async function texts(params: P) {
    const t = await getTranslations({ locale: params.locale, namespace });
    const values = { ...BRAND_VALUES, ...(options.values ? await options.values(params) : {}) };
    return { title: t('title', values), intro: t.has('intro') ? t('intro', values) : undefined };
  }

  async function generateMetadata({ params }: Props<P>): Promise<Metadata> {
    const resolved = await params;
    const { title, intro } = await texts(resolved);
    const path = typeof options.path === 'function' ? options.path(resolved) : options.path;
    if (path === undefined) return { title, description: intro, ...(options.noIndex ? { robots: { index: false, follow: true } } : {}) };
    return pageMetadata({ locale: resolved.locale, path, title, description: intro, noIndex: options.noIndex });
  }

  async function Page({ params }: Props<P>) {
    const resolved = await params;
    setRequestLocale(resolved.locale);
    const [{ title, intro }, body, actions, eyebrow] = await Promise.all([
      texts(resolved),
      options.body ? options.body(resolved) : sectionCards(resolved.locale, namespace),
      options.actions?.(resolved),
      options.eyebrow?.(resolved),
    ]);
    return (
      <PageShell
        title={title}
        intro={intro}
        actions={actions}
        eyebrow={eyebrow}
        width={options.width ?? 'wide'}
        testId={`${namespace.split('.').pop()}-page`}
        aside={
          options.art ? (
            <GeneratedArt seed={options.art.seed} icon={options.art.icon} className="h-40 w-64 rounded-xl shadow-raised ring-1 ring-inset ring-fg/10" />
          ) : undefined
        }
      >
        {body}
      </PageShell>
    );
  }

  return { generateMetadata, Page };
}

/** Metadata only, for pages that render their own body (401, 500). */
export function contentMetadata(namespace: string, options: Pick<ContentPageOptions<LocaleParams>, 'path' | 'noIndex'> = {}) {
  return contentPage(namespace, options).generateMetadata;
}
