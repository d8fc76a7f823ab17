import 'server-only';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiReference } from '@scalar/nextjs-api-reference';
import packageJson from '@/package.json';
import { apiReferenceSecurityHeaders } from '@/lib/gate/content-security-policy';
import { securityHeaders } from '@/server/security-config';

/**
 * The reference page at /api/docs: Scalar's page for GET /api/openapi.json, loading Scalar's standalone bundle from
 * this site (GET /api/docs/scalar.js) instead of a CDN, under its own Content-Security-Policy
 * (lib/gate/content-security-policy.ts): scripts from this origin plus the page's one inline script by nonce.
 */

/** The installed bundle: the UMD build that registers `window.Scalar` in one file, no chunks to fetch. */
const SCRIPT_FILE = join(process.cwd(), 'node_modules', '@scalar', 'api-reference', 'dist', 'browser', 'standalone.js');
const SCRIPT_VERSION = packageJson.dependencies['@scalar/api-reference'];
export const API_REFERENCE_SCRIPT_PATH = `/api/docs/scalar.js?v=${encodeURIComponent(SCRIPT_VERSION)}`;

/** Lucky Harbour's harbour blues on Scalar's default theme (docs/DESIGN tokens are not loaded on this page). */
const CUSTOM_CSS = `
.light-mode { --scalar-color-accent: #0b5cad; --scalar-background-accent: #e6f0fa; }
.dark-mode { --scalar-color-accent: #6fb3f2; --scalar-background-accent: #10263d; }
`;

export function apiReferencePage(): Response {
  const nonce = randomBytes(18).toString('base64');
  const page = ApiReference({
    pageTitle: 'Lucky Harbour platform API',
    url: '/api/openapi.json',
    cdn: API_REFERENCE_SCRIPT_PATH,
    nonce,
    theme: 'default',
    customCss: CUSTOM_CSS,
    // Nothing leaves this site: no web fonts, no telemetry, no hosted agent or MCP, no request proxy.
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    documentDownloadType: 'json',
    showOperationId: true,
    defaultOpenAllTags: false,
  })();
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  for (const [name, value] of Object.entries(apiReferenceSecurityHeaders(securityHeaders().config, nonce))) headers.set(name, value);
  return new Response(page.body, { status: 200, headers });
}

let script: Promise<Buffer> | undefined;

/** The bundle, read once per process; the page asks for it with its version, so it is cached for a year. */
export async function apiReferenceScript(): Promise<Response> {
  script ??= readFile(SCRIPT_FILE).catch((error: unknown) => {
    script = undefined;
    throw error;
  });
  return new Response(new Uint8Array(await script), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
