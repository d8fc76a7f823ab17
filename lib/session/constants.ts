/** httpOnly cookie holding the identity token (spec: token cookies last one year). */
export const SESSION_COOKIE = 'id_token';
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 31_536_000;
/** Query parameter on the 401 page carrying the path the visitor asked for. */
export const REDIRECT_PARAM = 'redirect';
