// The same bare page, prerendered at build time and served from Next's cache, as our lobbies, content pages and
// game pages are once rendered (they are ISR pages): the baseline for pages served from cache, and the stricter one.
export { default } from '../page.bench.js';
export const dynamic = 'force-static';
