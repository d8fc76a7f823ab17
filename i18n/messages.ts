import en from '@/messages/en.json';
import { mapCafToFr, type LanguageCode } from '@/lib/markets/languages';

export type Messages = typeof en;
/** A message is a string in the source files and, in a build, a string or an array (next-intl's precompiled form). */
type Tree = { [key: string]: string | Tree };

const isTree = (value: unknown): value is Tree => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Deep-merges a translation over a base so a missing key falls back to the base, never to a raw key. */
export function withEnglishFallback(translated: Tree, base: Tree = en): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(translated)) {
    const fallback = base[key];
    out[key] = isTree(value) && isTree(fallback) ? withEnglishFallback(value, fallback) : value;
  }
  return out;
}

/** A language file that is missing or broken degrades to its parent language instead of failing the page. */
async function importMessages(language: LanguageCode): Promise<Tree> {
  try {
    return (await import(`../messages/${language}.json`)).default as Tree;
  } catch (error) {
    console.error(`[i18n] messages/${language}.json could not be loaded; falling back`, error);
    return {};
  }
}

export async function loadMessages(language: LanguageCode): Promise<Tree> {
  if (language === 'en') return en;
  // Canadian French inherits French before English (spec: caf maps to fr).
  const parentLanguage = mapCafToFr(language);
  const parent = parentLanguage !== language ? withEnglishFallback(await importMessages(parentLanguage)) : en;
  return withEnglishFallback(await importMessages(language), parent);
}
