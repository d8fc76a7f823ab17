import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time (icu-minify): the browser formats them without an ICU parser and without
// intl-messageformat, whose first use costs a page 40–70 ms of main thread to load number-format locale data
// (docs/decisions.md, "Precompiled messages").
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A separate build folder lets parallel builds (e.g. screenshots while tests run) not collide.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` (scripts/test-all.sh) runs `tsc --noEmit` first and sets NEXT_BUILD_TYPES_CHECKED=1 only when it
  // passed, so its build does not type-check the same files a second time. Never set by default: a plain
  // `next build` still fails on a type error.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPES_CHECKED === '1' },
  // Next hashes a cached page's whole HTML in a JavaScript loop on every request to send an ETag: 7 ms of CPU per
  // desktop lobby (29 % of the server's time under bench/page-vs-bare's load). Pages carry s-maxage for a CDN,
  // which validates on its own; browsers lose only a 304 on reload. docs/decisions.md, "No ETags on pages".
  generateEtags: false,
  // The production server (server/app-server.ts) compresses instead, so that a cached page is compressed once per body
  // rather than once per visitor (server/http/encode-string-bodies.ts; docs/decisions.md, "Shared pages are compressed once").
  compress: false,
  // bench/page-vs-bare.mjs builds with BENCH_BARE_PAGE=1, which adds the bare baseline page (app/bench-bare/*.bench.js)
  // to this build, so our pages are measured against a bare page of the same build, server and proxy.
  pageExtensions: [...(process.env.BENCH_BARE_PAGE === '1' ? ['bench.js'] : []), 'tsx', 'ts', 'jsx', 'js'],
  // Native and WASM database drivers must load from node_modules, not from the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm'],
  images: { formats: ['image/avif', 'image/webp'] },
  // NEXT_ISR_FLUSH_TO_DISK=false: regenerated pages and the data cache stay in this process's memory instead of
  // .next/server/route-cache and .next/cache/fetch-cache. For servers that share one build but not one configuration
  // (the e2e servers: another SITE_URL, an edited dataset), so none serves a page another rendered.
  ...(process.env.NEXT_ISR_FLUSH_TO_DISK === 'false' ? { experimental: { isrFlushToDisk: false } } : {}),
  // Every API answer refuses MIME sniffing, also under plain `next start` (the app server sets it on every answer;
  // the gate, which sets the pages' security headers, does not run for /api).
  async headers() {
    return [{ source: '/api/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }];
  },
  // An operator's own platform (PLATFORM_API_URL at build time) answers the browser's same-origin /api calls.
  async rewrites() {
    const external = process.env.PLATFORM_API_URL;
    if (!external || /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/api\/?$/.test(external)) return [];
    const base = external.replace(/\/$/, '');
    return { beforeFiles: [{ source: '/api/:version(v1|v2)/:path*', destination: `${base}/:version/:path*` }] };
  },
};

export default withNextIntl(nextConfig);
