import { resolve } from 'node:path';
import { z } from 'zod';

// Shared by env.ts (server code) and gate-env.ts (the request gate), so both read a variable the same way.
// No `server-only` here: the gate imports it.

/** "true"/"1" → true, "false"/"0"/"" → false; anything else is a configuration mistake, not `false`. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'expected one of true, false, 1, 0' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Empty strings count as unset, so `FOO=` in a .env file means "use the default". */
export function optionalText() {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
}

/** Absolute, so the server, scripts and tests agree whatever their working directory later becomes. */
export const dataDir = optionalText().transform((value) => resolve(/* turbopackIgnore: true */ process.cwd(), value ?? '.data'));

export const geoCountryHeader = optionalText().transform((value) => (value ?? 'cloudfront-viewer-country').toLowerCase());

export type EnvSource = Record<string, string | undefined>;

/** One message listing every bad key, so a misconfigured deploy fails once with everything to fix. */
export function formatEnvError(error: z.ZodError): string {
  const lines = error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return `Invalid environment configuration (${error.issues.length} problem${error.issues.length === 1 ? '' : 's'}):\n${lines.join('\n')}`;
}

export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

/** Parses `source` with `schema`, throwing an EnvError naming the bad keys. */
export function parseWith<T extends z.ZodType>(schema: T, source: EnvSource): z.output<T> {
  const result = schema.safeParse(source);
  if (!result.success) throw new EnvError(formatEnvError(result.error));
  return result.data;
}

/** A host whose traffic never leaves the machine: `localhost`, 127.0.0.0/8 or [::1]. */
export function isLoopbackOrigin(siteUrl: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(siteUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  // The URL parser normalises IPv4 shorthands (127.1) and IPv6 spellings, so exact forms suffice.
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** The switches that make a site a demo: anyone can mint money, sign wins, verify their own identity or read codes with them on. */
export const SANDBOX_SWITCHES = ['SEAMLESS_SANDBOX_SECRETS', 'PAYMENTS_SANDBOX_ENABLED', 'IDENTITY_VERIFICATION_SANDBOX_ENABLED', 'SANDBOX_OUTBOX'] as const;

/** The exact value of ALLOW_SANDBOX_ON_PUBLIC_SITE that lets the sandbox switches run on a public SITE_URL. */
export const SANDBOX_ON_PUBLIC_SITE_CONSENT = 'i-understand-this-is-not-a-real-money-site';

/**
 * The switches set on a public SITE_URL without the consent phrase: each is a configuration error, so a real
 * site copied from the demo's environment refuses to start instead of letting players approve their own deposits.
 */
export function forbiddenSandboxSwitches(
  env: Record<(typeof SANDBOX_SWITCHES)[number], boolean> & { SITE_URL: string; ALLOW_SANDBOX_ON_PUBLIC_SITE?: string },
): string[] {
  if (isLoopbackOrigin(env.SITE_URL) || env.ALLOW_SANDBOX_ON_PUBLIC_SITE === SANDBOX_ON_PUBLIC_SITE_CONSENT) return [];
  return SANDBOX_SWITCHES.filter((key) => env[key]);
}
