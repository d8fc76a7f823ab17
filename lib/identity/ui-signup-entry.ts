import type { SignupEntry } from './ui-signup-form';

/** Query keys read on entry: the bonus code (spec identity-and-account §2) and the affiliate keys (spec identity-and-account §9). */
export const BONUS_CODE_PARAM = 'bonusCode';
export const AFFILIATE_PARAMS = { affId: 'aff_id', appsflyerToken: 'appsflyer_token' } as const;

const clean = (value: string | null, max: number): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/**
 * Reads the entry keys from the landing URL. The bonus code is removed from the address bar (it is shown in
 * the form instead, and must not be re-applied by a bookmark or a shared link); affiliate keys stay, they are
 * harmless and other tags may read them.
 */
export function readSignupEntry(href: string): { entry: SignupEntry; cleanedHref: string | null } {
  const url = new URL(href);
  const entry: SignupEntry = {
    bonusCode: clean(url.searchParams.get(BONUS_CODE_PARAM), 50),
    affId: clean(url.searchParams.get(AFFILIATE_PARAMS.affId), 100),
    appsflyerToken: clean(url.searchParams.get(AFFILIATE_PARAMS.appsflyerToken), 200),
  };
  if (!url.searchParams.has(BONUS_CODE_PARAM)) return { entry, cleanedHref: null };
  url.searchParams.delete(BONUS_CODE_PARAM);
  return { entry, cleanedHref: `${url.pathname}${url.search}${url.hash}` };
}
