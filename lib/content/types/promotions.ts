import type { AudienceFields, ImageSet, RichTextBlock } from './shared';

// Promotions with their categories and tags.

export interface PromotionCategory {
  id: string;
  slug: string;
  title: string;
  order: number;
}

export interface PromotionTag {
  slug: string;
  title: string;
}

export interface Promotion extends AudienceFields {
  id: string;
  slug: string;
  title: string;
  summary: string;
  image: ImageSet | null;
  category: PromotionCategory | null;
  tags: PromotionTag[];
  bonusCode: string | null;
  order: number;
}

export interface PromotionDetail extends Promotion {
  body: RichTextBlock[];
  terms: RichTextBlock[];
}
