import 'server-only';
import type { Metadata } from 'next';
import { env } from '@/server/env';
import { bcp47ForLocale } from '@/lib/markets/locales';
import { hreflangAlternates, localizedUrl } from '@/lib/seo/urls';

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
  /** Locales the page exists in, when not every enabled one (a market-only promotion or landing page). */
  locales?: readonly string[];
  /** Open Graph type; 'article' for editorial pages. */
  type?: 'website' | 'article';
}

/** The site root without a trailing slash (env.SITE_URL). */
export function siteUrl(): string {
  return env.SITE_URL;
}

/** Absolute URL of a page in one locale. */
export function absoluteUrl(locale: string, path: string): string {
  return localizedUrl(env.SITE_URL, locale, path);
}

/** Canonical plus one hreflang alternate per locale the page exists in, and x-default. */
export function alternatesFor(locale: string, path: string, locales?: readonly string[]): NonNullable<Metadata['alternates']> {
  return { canonical: absoluteUrl(locale, path), languages: hreflangAlternates(env.SITE_URL, path, locales) };
}

/**
 * Title, description, canonical, hreflang alternates and Open Graph for one page. A noindex page gets no
 * canonical or alternates: pointing crawlers at URLs they are told not to index only sends mixed signals.
 */
export function pageMetadata({ locale, path, title, description, image, noIndex, locales, type = 'website' }: PageMetadataInput): Metadata {
  const url = absoluteUrl(locale, path);
  return {
    title,
    description,
    alternates: noIndex ? undefined : alternatesFor(locale, path, locales),
    openGraph: { title, description, url, type, locale: bcp47ForLocale(locale).replace('-', '_'), ...(image ? { images: [image] } : {}) },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}
