// Bare Next.js App Router baseline for bench/page-vs-bare.mjs: no i18n, no gate, no providers, no CSS. Routed only in
// benchmark builds (BENCH_BARE_PAGE=1 adds the .bench.js extension, next.config.mjs), and copied as a separate bare app.
// Kept as .js so the project's type-check (which includes **/*.ts and **/*.tsx) never sees it.
export const metadata = { title: 'Bare baseline', description: 'A minimal Next.js page for benchmarks.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
