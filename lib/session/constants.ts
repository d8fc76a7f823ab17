/** httpOnly cookie holding the identity token (spec: token cookies last one year). */
export const SESSION_COOKIE = 'id_token';
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 31_536_000;
/** Query parameter on the 401 page carrying the path the visitor asked for. */
export const REDIRECT_PARAM = 'redirect';
/**
 * Readable companion of the session cookie, kept in step by the gate: it only tells client code which header
 * to draw (sign-in buttons or balance), so cached pages need not read cookies. It grants nothing; the gate and
 * the API verify the real token.
 */
export const SESSION_HINT_COOKIE = 'lh_signed_in';
