import type { ContentDocumentType } from '@/lib/content/documents/content-document';

/**
 * Every data-cache tag of the content layer, in one place. Operations tag their reads with the type of every
 * document they read, plus the document (id or slug) they are about; the revalidate webhook expires the type
 * tag and the document tags of whatever changed.
 */
export const CONTENT_TAG = 'content';

const TYPE_TAG_PREFIX = 'content:type:';
const ID_TAG_PREFIX = 'content:id:';
const SLUG_TAG_PREFIX = 'content:slug:';

/** Next refuses tags longer than 256 characters (they are then never attached). */
export const MAX_TAG_LENGTH = 256;
/** Next keeps at most 128 tags on one cache entry. */
export const MAX_TAGS_PER_ENTRY = 128;

export const TYPE_TAGS = {
  casinoGames: `${TYPE_TAG_PREFIX}casinoGames`,
  liveCasinoGames: `${TYPE_TAG_PREFIX}liveCasinoGames`,
  virtualSportsGames: `${TYPE_TAG_PREFIX}virtualSportsGames`,
  gameProvider: `${TYPE_TAG_PREFIX}gameProvider`,
  subProvider: `${TYPE_TAG_PREFIX}subProvider`,
  casinoGameCategory: `${TYPE_TAG_PREFIX}casinoGameCategory`,
  liveCasinoGameCategory: `${TYPE_TAG_PREFIX}liveCasinoGameCategory`,
  virtualSportsGameCategory: `${TYPE_TAG_PREFIX}virtualSportsGameCategory`,
  casinoSettings: `${TYPE_TAG_PREFIX}casinoSettings`,
  liveCasinoSettings: `${TYPE_TAG_PREFIX}liveCasinoSettings`,
  virtualSportsSettings: `${TYPE_TAG_PREFIX}virtualSportsSettings`,
  banner: `${TYPE_TAG_PREFIX}banner`,
  contentBox: `${TYPE_TAG_PREFIX}contentBox`,
  promotion: `${TYPE_TAG_PREFIX}promotion`,
  promotionCategory: `${TYPE_TAG_PREFIX}promotionCategory`,
  promotionTag: `${TYPE_TAG_PREFIX}promotionTag`,
  staticPage: `${TYPE_TAG_PREFIX}staticPage`,
  landingPage: `${TYPE_TAG_PREFIX}landingPage`,
  vipPage: `${TYPE_TAG_PREFIX}vipPage`,
  termsVersion: `${TYPE_TAG_PREFIX}termsVersion`,
  paymentMethod: `${TYPE_TAG_PREFIX}paymentMethod`,
  regulationLogo: `${TYPE_TAG_PREFIX}regulationLogo`,
  market: `${TYPE_TAG_PREFIX}market`,
  'sanity.imageAsset': `${TYPE_TAG_PREFIX}sanity.imageAsset`,
} as const satisfies Record<ContentDocumentType, string>;

/** What every promotion list reads: promotions with their category and tags. */
export const PROMOTION_LIST_TAGS: readonly string[] = [TYPE_TAGS.promotion, TYPE_TAGS.promotionCategory, TYPE_TAGS.promotionTag];

/** A drafts./versions. id names the same document as its published id. */
export function publishedId(id: string): string {
  return id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '');
}

/** The tag of a document type; a type the site does not know yet (a new Studio type) still gets one. */
export function typeTag(type: string): string {
  return (TYPE_TAGS as Record<string, string>)[type] ?? `${TYPE_TAG_PREFIX}${type}`;
}

export function documentTag(id: string): string {
  return `${ID_TAG_PREFIX}${publishedId(id)}`;
}

export function slugTag(type: string, slug: string): string {
  return `${SLUG_TAG_PREFIX}${type}:${slug}`;
}
