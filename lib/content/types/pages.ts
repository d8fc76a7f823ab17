import type { ImageSet, RichTextBlock } from './shared';

// Static pages, campaign landing pages, the VIP page and the terms versions.

export interface StaticPage {
  slug: string;
  title: string;
  body: RichTextBlock[];
  updatedAt: string;
  /** Terms only: the version a player accepts. */
  version: number | null;
}

/** A campaign landing page: operator-authored HTML, sanitised again before render. */
export interface LandingPage {
  id: string;
  title: string;
  /** Empty when the content has no HTML yet: the page treats it as not found. */
  html: string;
  /** Markets where the page is offered; empty means every market. */
  markets: string[];
}

export interface VipTier {
  name: string;
  pointsRequired: number;
  perks: string;
}

export interface VipPage {
  title: string;
  intro: string;
  body: RichTextBlock[];
  image: ImageSet | null;
  tiers: VipTier[];
}

export interface TermsVersion {
  version: number;
  effectiveDate: string;
  summary: string;
  /** Slug of the static page holding the terms. */
  pageSlug: string | null;
}
