import 'server-only';
import type { Metadata } from 'next';
import { env } from '@/server/env';
import { ENABLED_LOCALES, DEFAULT_LOCALE, bcp47ForLocale } from '@/lib/markets';

export interface PageMetadataInput {
  locale: string;
  /** The path after the locale segment, starting with '/' ('' or '/' for the locale home). */
  path: string;
  title: string;
  description?: string;
  /** Absolute or site-relative image for Open Graph cards. */
  image?: string | null;
  /** Pages that must not be indexed (account area, error pages, search results). */
  noIndex?: boolean;
}

function normalisePath(path: string): string {
  if (path === '' || path === '/') return '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** Absolute URL of a page in one locale. */
export function absoluteUrl(locale: string, path: string): string {
  return `${env.SITE_URL}/${locale}${normalisePath(path)}`;
}

/**
 * Canonical plus one hreflang alternate per enabled locale (BCP-47 tags; two locales that map to the same tag,
 * e.g. en-UN and en-MT, keep the first) and x-default pointing at the default locale.
 */
export function alternatesFor(locale: string, path: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const candidate of ENABLED_LOCALES) {
    const tag = bcp47ForLocale(candidate);
    if (!(tag in languages)) languages[tag] = absoluteUrl(candidate, path);
  }
  languages['x-default'] = absoluteUrl(DEFAULT_LOCALE, path);
  return { canonical: absoluteUrl(locale, path), languages };
}

/** Title, description, canonical, hreflang alternates and Open Graph for one page. */
export function pageMetadata({ locale, path, title, description, image, noIndex }: PageMetadataInput): Metadata {
  const url = absoluteUrl(locale, path);
  return {
    title,
    description,
    alternates: alternatesFor(locale, path),
    openGraph: { title, description, url, type: 'website', locale: bcp47ForLocale(locale).replace('-', '_'), ...(image ? { images: [image] } : {}) },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}
