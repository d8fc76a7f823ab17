/**
 * A readable cookie the gate keeps while the visitor's CDN country is refused. Cached pages (terms, support,
 * responsible gambling) carry every visitor's HTML, so the header decides in the browser: a refused country is
 * offered Sign in (to withdraw) but never Sign up. It grants nothing: the gate and the platform refuse sign-up
 * from a refused country whatever the cookie says.
 */
export const RESTRICTED_HINT_COOKIE = 'lh_restricted';

export type RestrictedHintAction = 'set' | 'delete' | null;

/** Whether the gate must set or clear the hint so it matches the country of this request. */
export function restrictedHintAction(restrictedCountry: boolean, hintValue: string | undefined): RestrictedHintAction {
  if (restrictedCountry) return hintValue === '1' ? null : 'set';
  return hintValue === undefined ? null : 'delete';
}
