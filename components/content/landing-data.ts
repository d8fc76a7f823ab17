import 'server-only';
import { notFound } from 'next/navigation';
import { hasVisibleContent, sanitizeLandingHtml, type SafeNode } from '@/lib/content/render/landing-html';
import { localeContext } from '@/lib/content/render/locale-context';
import { isInMarkets } from '@/lib/content/render/promotion-visibility';
import type { LandingPage } from '@/lib/content/types/pages';
import { ENABLED_LOCALES, parseLocale } from '@/lib/markets/locales';
import { getLandingPage } from '@/server/content/get-landing-page';
import { viewerMarketCodes } from '@/server/content/game-visibility';

export interface LoadedLanding {
  page: LandingPage;
  nodes: SafeNode[];
  /** Locales whose market the page is offered in (its hreflang alternates). */
  locales: string[];
}

/** The landing page, or null when the content has none: unknown, not offered in the market, or without html. */
export async function findLanding(locale: string, id: string): Promise<LoadedLanding | null> {
  const { language, market } = localeContext(locale);
  const page = await getLandingPage({ id, language });
  if (!page || !isInMarkets(page, viewerMarketCodes(market))) return null;
  const nodes = sanitizeLandingHtml(page.html);
  if (!hasVisibleContent(nodes)) {
    // Spec error table: a landing page without html is 'Page not found!'; logged so an editor's mistake is seen.
    console.error(`[content] Page not found! landing page "${id}" has no html`);
    return null;
  }
  const locales = ENABLED_LOCALES.filter((candidate) => isInMarkets(page, viewerMarketCodes(parseLocale(candidate)?.market)));
  return { page, nodes, locales };
}

export async function loadLanding(locale: string, id: string): Promise<LoadedLanding> {
  return (await findLanding(locale, id)) ?? notFound();
}
