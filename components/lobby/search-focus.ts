/**
 * The header's search link: the casino lobby with `?search=1`, which focuses the lobby's search field on
 * arrival (filter-auto-submit.tsx) and then leaves the URL. A plain module: server and client components share it.
 */
export const SEARCH_INPUT_ID = 'lobby-search';
export const SEARCH_FOCUS_PARAM = 'search';
export const SEARCH_HREF = { pathname: '/online-casino', query: { [SEARCH_FOCUS_PARAM]: '1' } } as const;
