/**
 * Whether a page request is the App Router's own fetch (a prefetch or a client navigation) rather than a page
 * load. Next strips its RSC headers and the `_rsc` query before the proxy runs, so the browser's
 * `Sec-Fetch-Dest: empty` (fetch, not a document or frame) or the router's `Next-Url` tell them apart. It
 * decides no access, only how a refusal the gate already made is delivered.
 */
export function isRouterFetch(headers: Pick<Headers, 'get' | 'has'>): boolean {
  return headers.get('sec-fetch-dest') === 'empty' || headers.has('next-url');
}
