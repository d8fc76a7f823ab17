import 'server-only';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiReference } from '@scalar/nextjs-api-reference';
import packageJson from '@/package.json';
import { apiReferenceSecurityHeaders } from '@/lib/gate/content-security-policy';
import { securityHeaders } from '@/server/security-config';
import { colors } from '@/tailwind.config';

/**
 * The reference page at /api/docs: Scalar's page for GET /api/openapi.json, loading Scalar's standalone bundle from
 * this site (GET /api/docs/scalar.js) instead of a CDN, under its own Content-Security-Policy
 * (lib/gate/content-security-policy.ts): scripts from this origin plus the page's one inline script by nonce.
 */

/** The installed bundle: the UMD build that registers `window.Scalar` in one file, no chunks to fetch. */
const SCRIPT_FILE = join(process.cwd(), 'node_modules', '@scalar', 'api-reference', 'dist', 'browser', 'standalone.js');
const SCRIPT_VERSION = packageJson.dependencies['@scalar/api-reference'];
export const API_REFERENCE_SCRIPT_PATH = `/api/docs/scalar.js?v=${encodeURIComponent(SCRIPT_VERSION)}`;

/** The site's own dark theme (tailwind.config.ts, the one source of colours) on Scalar's variables. */
const CUSTOM_CSS = `
.dark-mode {
  --scalar-background-1: ${colors.canvas};
  --scalar-background-2: ${colors.surface};
  --scalar-background-3: ${colors.raised};
  --scalar-background-accent: ${colors.accent.soft};
  --scalar-border-color: ${colors.line.DEFAULT};
  --scalar-color-1: ${colors.fg.DEFAULT};
  --scalar-color-2: ${colors.fg.muted};
  --scalar-color-3: ${colors.fg.subtle};
  --scalar-color-accent: ${colors.accent.DEFAULT};
  --scalar-button-1: ${colors.primary.DEFAULT};
  --scalar-button-1-color: ${colors.primary.fg};
  --scalar-button-1-hover: ${colors.primary.hover};
  --scalar-color-green: ${colors.success.DEFAULT};
  --scalar-color-red: ${colors.danger.DEFAULT};
  --scalar-color-orange: ${colors.warning.DEFAULT};
  --scalar-color-yellow: ${colors.primary.DEFAULT};
  --scalar-color-blue: ${colors.accent.DEFAULT};
  --scalar-scrollbar-color: ${colors.line.strong};
}
.dark-mode .t-doc__sidebar {
  --scalar-sidebar-background-1: ${colors.surface};
  --scalar-sidebar-color-1: ${colors.fg.DEFAULT};
  --scalar-sidebar-color-2: ${colors.fg.muted};
  --scalar-sidebar-color-active: ${colors.accent.DEFAULT};
  --scalar-sidebar-item-active-background: ${colors.accent.soft};
  --scalar-sidebar-border-color: ${colors.line.DEFAULT};
  --scalar-sidebar-search-background: ${colors.raised};
  --scalar-sidebar-search-border-color: ${colors.line.DEFAULT};
}
`;

/**
 * Scalar bundles zod, which probes for `eval` with `Function('')` unless told to stay jitless: under this page's
 * policy the probe only fails and reports a violation. Set before the bundle runs (zod reads it from globalThis).
 */
const zodJitless = (nonce: string) => `<script nonce="${nonce}">globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };</script>`;

export async function apiReferencePage(): Promise<Response> {
  const nonce = randomBytes(18).toString('base64');
  const page = ApiReference({
    pageTitle: 'Lucky Harbour platform API',
    url: '/api/openapi.json',
    cdn: API_REFERENCE_SCRIPT_PATH,
    nonce,
    theme: 'none',
    customCss: CUSTOM_CSS,
    forceDarkModeState: 'dark',
    hideDarkModeToggle: true,
    favicon: '/icon.svg',
    // Nothing leaves this site: no web fonts, no telemetry, no hosted agent, MCP, client or developer tools.
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    hideClientButton: true,
    showDeveloperTools: 'never',
    documentDownloadType: 'json',
    showOperationId: true,
    modelsSectionLabel: 'Schemas',
  })();
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  for (const [name, value] of Object.entries(apiReferenceSecurityHeaders(securityHeaders().config, nonce))) headers.set(name, value);
  const html = (await page.text()).replace('</head>', `  ${zodJitless(nonce)}\n  </head>`);
  return new Response(html, { status: 200, headers });
}

let bundle: Promise<Uint8Array<ArrayBuffer>> | undefined;

/**
 * The bundle (3.7 MB), read once per process. The page asks for it with its version, so browsers and CDNs keep it
 * for a year. It leaves through the app server's compression like every answer: Next drops a route's own
 * `Content-Encoding`, so it cannot be sent precompressed from here; the contract's rate limit bounds what uncached
 * downloads cost.
 */
export async function apiReferenceScript(): Promise<Response> {
  bundle ??= readFile(SCRIPT_FILE).then(
    (bytes) => new Uint8Array(bytes),
    (error: unknown) => {
      bundle = undefined;
      throw error;
    },
  );
  return new Response(await bundle, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' } });
}
