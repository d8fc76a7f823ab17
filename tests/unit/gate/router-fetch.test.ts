import { isRouterFetch } from '@/lib/gate/router-fetch';

describe('isRouterFetch', () => {
  it('is false for page loads, frames and clients without fetch metadata (crawlers, curl)', () => {
    expect(isRouterFetch(new Headers({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }))).toBe(false);
    expect(isRouterFetch(new Headers({ 'sec-fetch-dest': 'iframe' }))).toBe(false);
    expect(isRouterFetch(new Headers())).toBe(false);
  });

  it('is true for the router’s prefetches and navigations', () => {
    // What Chromium sends for a Next prefetch once Next has stripped RSC, Next-Router-Prefetch and the _rsc query.
    expect(isRouterFetch(new Headers({ 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', 'next-url': '/en-UN/restricted' }))).toBe(true);
    expect(isRouterFetch(new Headers({ 'next-url': '/en-UN' }))).toBe(true);
  });
});
