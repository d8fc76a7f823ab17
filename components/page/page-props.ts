import { brand, MINIMUM_AGE } from '@/lib/brand';

export type LocaleParams = { locale: string };
export type PageProps<P extends object = object> = { params: Promise<LocaleParams & P> };

/** Values every page message may use ({brand}, {operator}, {age}, {email}); unused ones are ignored. */
export const BRAND_VALUES = { brand: brand.name, operator: brand.operator, age: MINIMUM_AGE, email: brand.supportEmail };

/** A readable title from a URL slug when content has not named it yet ('new-games' → 'New games'). */
export function humanizeSlug(slug: string): string {
  const text = decodeURIComponent(slug).replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
