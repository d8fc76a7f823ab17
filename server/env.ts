import 'server-only';
import { resolve } from 'node:path';
import { z } from 'zod';
import { booleanFlag, dataDir, geoCountryHeader, optionalText, parseWith, type EnvSource } from './env-schema';

const port = optionalText()
  .transform((value) => (value === undefined ? 3000 : Number(value)))
  .pipe(z.int({ error: 'expected an integer port' }).min(1).max(65_535));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port,
    DATABASE_URL: optionalText().pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' }).optional()),
    DATA_DIR: dataDir,
    MAINTENANCE_MODE: booleanFlag,
    GEO_COUNTRY_HEADER: geoCountryHeader,
    PLATFORM_API_URL: optionalText().pipe(z.url({ protocol: /^https?$/ }).optional()),
    REDIS_URL: optionalText().pipe(z.url({ protocol: /^rediss?$/, error: 'expected a redis:// URL' }).optional()),
    SANITY_PROJECT_ID: optionalText(),
    SANITY_DATASET: optionalText().transform((value) => value ?? 'production'),
    SANITY_TOKEN: optionalText(),
    /** Any GROQ-over-HTTP server instead of https://<projectId>.api.sanity.io (a mirror, or a test double). */
    SANITY_API_HOST: optionalText().pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Shared secret of the Sanity webhook that calls POST /api/revalidate. */
    SANITY_WEBHOOK_SECRET: optionalText(),
    /** The local NDJSON dataset read when SANITY_PROJECT_ID is unset; absolute, like DATA_DIR. */
    CONTENT_DATASET_PATH: optionalText().transform((value) => resolve(process.cwd(), value ?? 'content/dataset.ndjson')),
    COGNITO_USER_POOL_ID: optionalText(),
    COGNITO_CLIENT_ID: optionalText(),
    COGNITO_REGION: optionalText().transform((value) => value ?? 'eu-west-1'),
    SITE_URL: optionalText()
      .transform((value) => value ?? 'http://localhost:3000')
      .pipe(z.url({ protocol: /^https?$/ })),
    RATE_LIMIT_DISABLED: booleanFlag,
    /** robots.txt disallows everything: set on staging and preview sites so they are never indexed. */
    ROBOTS_DISALLOW_ALL: booleanFlag,
    /** The platform's identity signing key as a private JWK (JSON); generated into DATA_DIR when unset. */
    IDENTITY_PRIVATE_JWK: optionalText(),
    /** The sandbox payment provider credits real ledger money on a click: on outside production only unless set. */
    PAYMENTS_SANDBOX_ENABLED: booleanFlag,
    /** HMAC secret of sandbox callbacks; a random per-process secret when unset (the sandbox signs and verifies). */
    PAYMENTS_SANDBOX_SECRET: optionalText(),
  })
  // Defaults that depend on another key are filled after the keys are parsed.
  .transform((env) => ({
    ...env,
    PLATFORM_API_URL: (env.PLATFORM_API_URL ?? `http://127.0.0.1:${env.PORT}/api`).replace(/\/+$/, ''),
    SITE_URL: env.SITE_URL.replace(/\/+$/, ''),
    SANITY_API_HOST: env.SANITY_API_HOST?.replace(/\/+$/, ''),
  }));

export type Env = Readonly<z.output<typeof envSchema>>;

/** Pure: parses any source (tests pass plain objects); throws an EnvError listing every bad key. */
export function parseEnv(source: EnvSource): Env {
  return Object.freeze(parseWith(envSchema, source));
}

/** The server's configuration, parsed once when first imported: a bad value stops the process at start. */
export const env: Env = parseEnv(process.env);
