import en from '@/messages/en.json';
import { mapCafToFr, type LanguageCode } from '@/lib/markets';

export type Messages = typeof en;
type Tree = { [key: string]: string | Tree };

/** Deep-merges a translation over English so a missing key falls back to English, never to a raw key. */
export function withEnglishFallback(translated: Tree, base: Tree = en): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(translated)) {
    const fallback = base[key];
    out[key] = typeof value === 'object' && typeof fallback === 'object' ? withEnglishFallback(value, fallback) : value;
  }
  return out;
}

export async function loadMessages(language: LanguageCode): Promise<Tree> {
  if (language === 'en') return en;
  const own = (await import(`../messages/${language}.json`)).default as Tree;
  // Canadian French inherits French before English (spec: caf maps to fr).
  const parent = mapCafToFr(language) !== language ? withEnglishFallback((await import(`../messages/${mapCafToFr(language)}.json`)).default as Tree) : en;
  return withEnglishFallback(own, parent as Tree);
}
