import type { LocalizedString, StaticPageSlug } from '../../../../lib/content/documents';

export interface PageText {
  slug: StaticPageSlug;
  title: LocalizedString;
  updatedAt: string;
  /** Markup for lib/portable-text: one block per line. */
  body: string;
  version?: number;
}
