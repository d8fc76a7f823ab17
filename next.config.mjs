import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A separate build folder lets parallel builds (e.g. screenshots while tests run) not collide.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Native and WASM database drivers must load from node_modules, not from the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm'],
  images: { formats: ['image/avif', 'image/webp'] },
};

export default withNextIntl(nextConfig);
