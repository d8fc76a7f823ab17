import 'server-only';
import { isLanguageCode } from '@/lib/markets/languages';
import { getTermsVersion } from '@/server/content/get-terms-version';

/** The terms version players must have accepted now (content), in the player's language; null when none is set. */
export async function currentTermsVersion(languageCode: string): Promise<number | null> {
  const terms = await getTermsVersion({ language: isLanguageCode(languageCode) ? languageCode : 'en' });
  return terms?.version ?? null;
}
