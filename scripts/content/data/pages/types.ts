import type { StaticPageSlug } from '../../../../lib/content/documents/pages';
import type { LocalizedString } from '../../../../lib/content/documents/primitives';

export interface PageText {
  slug: StaticPageSlug;
  title: LocalizedString;
  updatedAt: string;
  /** Markup for lib/portable-text: one block per line. */
  body: string;
  version?: number;
}
