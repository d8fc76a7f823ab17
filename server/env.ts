import 'server-only';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  booleanFlag,
  dataDir,
  forbiddenSandboxSwitches,
  geoCountryHeader,
  optionalText,
  parseWith,
  SANDBOX_ON_PUBLIC_SITE_CONSENT,
  type EnvSource,
} from './env-schema';
import { parseGameProviderEnv } from './game-provider-env';

const port = optionalText()
  .transform((value) => (value === undefined ? 3000 : Number(value)))
  .pipe(z.int({ error: 'expected an integer port' }).min(1).max(65_535));

/** An optional whole number in [min, max]; unset (or empty) is undefined, so a default can depend on other keys. */
function optionalInt(min: number, max: number) {
  return optionalText()
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.int({ error: 'expected a whole number' }).min(min).max(max).optional());
}

/**
 * Scrypt hashes running at once when PASSWORD_HASH_CONCURRENCY is unset: one core stays for the event loop, and two
 * of libuv's threads (UV_THREADPOOL_SIZE, 4 by default) stay for fs, DNS and zlib; at most 2, at least 1.
 */
export function defaultHashConcurrency(cores: number, threadpoolSize: number): number {
  return Math.max(1, Math.min(2, cores - 1, threadpoolSize - 2));
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port,
    DATABASE_URL: optionalText().pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' }).optional()),
    DATA_DIR: dataDir,
    MAINTENANCE_MODE: booleanFlag,
    GEO_COUNTRY_HEADER: geoCountryHeader,
    PLATFORM_API_URL: optionalText().pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** A live provider's tables endpoint (GET ?partnerid=&providerKind=); unset: the built-in sandbox tables. */
    LIVE_TABLES_URL: optionalText().pipe(z.url({ protocol: /^https?$/ }).optional()),
    REDIS_URL: optionalText().pipe(z.url({ protocol: /^rediss?$/, error: 'expected a redis:// URL' }).optional()),
    /** Prefix of every Redis key and channel, so several sites (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: optionalText().transform((value) => value ?? 'lucky-harbour:'),
    SANITY_PROJECT_ID: optionalText(),
    SANITY_DATASET: optionalText().transform((value) => value ?? 'production'),
    SANITY_TOKEN: optionalText(),
    /** Any GROQ-over-HTTP server instead of https://<projectId>.api.sanity.io (a mirror, or a test double). */
    SANITY_API_HOST: optionalText().pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Shared secret of the Sanity webhook that calls POST /api/revalidate. */
    SANITY_WEBHOOK_SECRET: optionalText(),
    /** The local NDJSON dataset read when SANITY_PROJECT_ID is unset; absolute, like DATA_DIR. */
    CONTENT_DATASET_PATH: optionalText().transform((value) => resolve(/* turbopackIgnore: true */ process.cwd(), value ?? 'content/dataset.ndjson')),
    COGNITO_USER_POOL_ID: optionalText(),
    COGNITO_CLIENT_ID: optionalText(),
    COGNITO_REGION: optionalText().transform((value) => value ?? 'eu-west-1'),
    /** Cognito endpoint override (cognito-local in tests); default https://cognito-idp.<region>.amazonaws.com. */
    COGNITO_ENDPOINT: optionalText().pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Who issues identity tokens: the platform itself (default) or Amazon Cognito. */
    IDENTITY_PROVIDER: optionalText().pipe(z.enum(['platform', 'cognito']).default('platform')),
    /** SMS delivery: the sandbox writes to the outbox table; vonage sends through the Vonage SMS API. */
    SMS_PROVIDER: optionalText().pipe(z.enum(['sandbox', 'vonage']).default('sandbox')),
    VONAGE_API_KEY: optionalText(),
    VONAGE_API_SECRET: optionalText(),
    VONAGE_FROM: optionalText().transform((value) => value ?? 'LuckyHarbr'),
    VONAGE_API_URL: optionalText().transform((value) => value ?? 'https://rest.nexmo.com'),
    /** E-mail delivery: the sandbox writes to the outbox table; http posts to a transactional e-mail API. */
    EMAIL_PROVIDER: optionalText().pipe(z.enum(['sandbox', 'http']).default('sandbox')),
    EMAIL_API_URL: optionalText().pipe(z.url({ protocol: /^https?$/ }).optional()),
    EMAIL_API_TOKEN: optionalText(),
    EMAIL_FROM: optionalText().transform((value) => value ?? 'no-reply@luckyharbour.example'),
    /** Serves GET /api/dev/outbox and /{locale}/dev/outbox in production mode too (the local demo runs `next start`); never on a real site. */
    SANDBOX_OUTBOX: booleanFlag,
    /** Captcha: the sandbox accepts only hCaptcha's documented test token; hcaptcha calls siteverify. */
    CAPTCHA_PROVIDER: optionalText().pipe(z.enum(['sandbox', 'hcaptcha']).default('sandbox')),
    HCAPTCHA_SECRET: optionalText(),
    /** The public hCaptcha site key the sign-up and reset forms render the live widget with (CAPTCHA_PROVIDER=hcaptcha). */
    HCAPTCHA_SITE_KEY: optionalText(),
    HCAPTCHA_VERIFY_URL: optionalText().transform((value) => value ?? 'https://api.hcaptcha.com/siteverify'),
    SITE_URL: optionalText()
      .transform((value) => value ?? 'http://localhost:3000')
      .pipe(z.url({ protocol: /^https?$/ })),
    RATE_LIMIT_DISABLED: booleanFlag,
    /**
     * Tests only: every API answer is checked against its endpoint's contract (lib/api/contract.ts); a mismatch is
     * logged, recorded for the suite and answered 500, so a test that hits it fails.
     */
    CONTRACT_RESPONSE_CHECK: booleanFlag,
    /** Password hashes (scrypt: sign-in, sign-up, reset) running at once; 0 = unbounded (benchmark comparison only). */
    PASSWORD_HASH_CONCURRENCY: optionalInt(0, 64),
    /** How long a password check may wait for a hashing slot before it answers 503 (ms). */
    PASSWORD_HASH_MAX_WAIT_MS: optionalInt(1, 30_000).transform((value) => value ?? 1500),
    /** Password checks allowed to wait for a slot; one more answers 503 at once. */
    PASSWORD_HASH_MAX_QUEUE: optionalInt(0, 10_000).transform((value) => value ?? 16),
    /** libuv's threadpool size, read by Node itself at start; here only to size the hashing default. */
    UV_THREADPOOL_SIZE: optionalInt(1, 1024).transform((value) => value ?? 4),
    /**
     * How many proxies in front of the app append to X-Forwarded-For (CDN, load balancer): the client is the Nth
     * entry from the right. 0: the TCP peer of `npm start`'s own server; every X-Forwarded-For entry is ignored.
     */
    TRUSTED_PROXY_HOPS: optionalText()
      .transform((value) => (value === undefined ? 0 : Number(value)))
      .pipe(z.int({ error: 'expected a whole number of proxies' }).min(0).max(10)),
    /** A header the CDN overwrites with the client's address (cf-connecting-ip, true-client-ip); wins over TRUSTED_PROXY_HOPS. */
    CLIENT_IP_HEADER: optionalText()
      .transform((value) => value?.toLowerCase())
      .pipe(
        z
          .string()
          .regex(/^[a-z0-9-]+$/, { error: 'expected a header name' })
          // X-Forwarded-For is a list the client starts: counted with TRUSTED_PROXY_HOPS, never read whole.
          .refine((name) => name !== 'x-forwarded-for' && !name.startsWith('x-lh-'), {
            error: 'x-forwarded-for is read with TRUSTED_PROXY_HOPS; x-lh-* headers are internal',
          })
          .optional(),
      ),
    /**
     * Idle sign-out (spec identity-and-account §4, §9: 1800 s). Can only be made shorter (stricter): the e2e server uses a few seconds
     * to watch the warning and the sign-out happen. 10–1800.
     */
    IDLE_TIMEOUT_SECONDS: optionalText()
      .transform((value) => (value === undefined ? 1800 : Number(value)))
      .pipe(z.int({ error: 'expected whole seconds' }).min(10).max(1800, { error: 'the idle limit can only be shortened (at most 1800 s)' })),
    /** robots.txt disallows everything: set on staging and preview sites so they are never indexed. */
    ROBOTS_DISALLOW_ALL: booleanFlag,
    /** The platform's identity signing key as a private JWK (JSON); generated into DATA_DIR when unset. */
    IDENTITY_PRIVATE_JWK: optionalText(),
    /** AES-128 key (32 hex characters) of the opaque transaction references; derived from the identity private key when unset. */
    LEDGER_REFERENCE_KEY: optionalText().pipe(
      z
        .string()
        .regex(/^[0-9a-fA-F]{32}$/, { error: 'expected 32 hexadecimal characters (16 bytes)' })
        .optional(),
    ),
    /** Where uploaded verification documents are kept: `local` (DOCUMENTS_DIR) or `s3` (DOCUMENTS_S3_*). */
    DOCUMENT_STORAGE: optionalText().pipe(z.enum(['local', 's3']).default('local')),
    /** The local document folder (outside public/, never served directly); absolute. Default: `<DATA_DIR>/documents`. */
    DOCUMENTS_DIR: optionalText().transform((value) => (value === undefined ? undefined : resolve(/* turbopackIgnore: true */ process.cwd(), value))),
    /** DOCUMENT_STORAGE=s3: the bucket (required), its region, and an S3-compatible server's endpoint instead of AWS's. */
    DOCUMENTS_S3_BUCKET: optionalText(),
    DOCUMENTS_S3_REGION: optionalText().transform((value) => value ?? 'eu-west-1'),
    DOCUMENTS_S3_ENDPOINT: optionalText().pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Path-style addressing (`<endpoint>/<bucket>/<key>`), which most S3-compatible servers (MinIO, Ceph) need. */
    DOCUMENTS_S3_FORCE_PATH_STYLE: booleanFlag,
    /** Static credentials (set together); unset, the AWS SDK's default chain (instance or task role, AWS_* variables). */
    DOCUMENTS_S3_ACCESS_KEY_ID: optionalText(),
    DOCUMENTS_S3_SECRET_ACCESS_KEY: optionalText(),
    /** The largest document file accepted, in bytes (default 10 MiB); a request carries at most DOCUMENT_MAX_FILES files. */
    DOCUMENT_MAX_FILE_BYTES: optionalInt(1_024, 50 * 1_048_576),
    DOCUMENT_MAX_FILES: optionalInt(1, 10),
    /** Lifetime deposits (minor units) an unverified player may make before identity documents are required. */
    KYC_DEPOSIT_THRESHOLD: optionalInt(0, Number.MAX_SAFE_INTEGER),
    /**
     * Lifetime deposits (minor units) from which enhanced due diligence (source of wealth, EDD questionnaire) is due;
     * default 2000000 (lib/documents/kyc-rules.ts `DEFAULT_EDD_DEPOSIT_THRESHOLD`, `eddDue`).
     */
    EDD_DEPOSIT_THRESHOLD: optionalInt(0, Number.MAX_SAFE_INTEGER),
    /**
     * Failed bonus codes (unknown or not usable) a player may enter per window before the bonus-code calls answer 429
     * error.bonus_code.attempt.count.exceeded; default 10 per 60 minutes (lib/bonus/code-attempt-policy.ts).
     */
    BONUS_CODE_MAX_FAILURES: optionalInt(1, 1000),
    BONUS_CODE_FAILURE_WINDOW_MINUTES: optionalInt(1, 1440),
    /** The sandbox payment provider credits real ledger money on a click: on outside production only unless set. */
    PAYMENTS_SANDBOX_ENABLED: booleanFlag,
    /** The sandbox identity-verification vendor marks a player verified on their own request: outside production only unless set. */
    IDENTITY_VERIFICATION_SANDBOX_ENABLED: booleanFlag,
    /** HMAC secret of sandbox callbacks; a random per-process secret when unset (the sandbox signs and verifies). */
    PAYMENTS_SANDBOX_SECRET: optionalText(),
    /** HMAC secret of the sandbox identity vendor's document-check callbacks; a random per-process secret when unset. */
    IDENTITY_VERIFICATION_SANDBOX_SECRET: optionalText(),
    /** Jumio (the live identity-document vendor, identity-and-account §7): API token and secret; unset, the sandbox is the vendor where allowed. */
    JUMIO_API_TOKEN: optionalText(),
    JUMIO_API_SECRET: optionalText(),
    /** Jumio's data centre: amer-1, emea-1 (default) or apac-1. */
    JUMIO_REGION: optionalText().pipe(z.enum(['amer-1', 'emea-1', 'apac-1']).default('emea-1')),
    /** The Jumio workflow definition run for an identity document (default 10013: ID and identity verification). */
    JUMIO_WORKFLOW_KEY: optionalInt(1, 1_000_000).transform((value) => value ?? 10013),
    /** HMAC secret signing the built-in game provider's fun (demo) balances; random per process when unset. */
    HARBOUR_GAMES_FUN_SECRET: optionalText(),
    /** Accept the documented sandbox seamless-wallet secrets in production mode too (the local demo only). */
    SEAMLESS_SANDBOX_SECRETS: booleanFlag,
    /** Lets the sandbox switches run on a public SITE_URL (a hosted demo with no real money); exactly the consent phrase. */
    ALLOW_SANDBOX_ON_PUBLIC_SITE: optionalText().pipe(
      z.literal(SANDBOX_ON_PUBLIC_SITE_CONSENT, { error: `expected exactly ${SANDBOX_ON_PUBLIC_SITE_CONSENT}` }).optional(),
    ),
  })
  // Demo switches on a public site hand players the cashier, the game provider's signature and everyone's codes.
  .superRefine((env, context) => {
    for (const key of forbiddenSandboxSwitches(env)) {
      context.addIssue({
        code: 'custom',
        path: [key],
        message: `refused because SITE_URL is not a loopback origin (localhost, 127.0.0.0/8, [::1]); a public demo without real money sets ALLOW_SANDBOX_ON_PUBLIC_SITE=${SANDBOX_ON_PUBLIC_SITE_CONSENT}`,
      });
    }
  })
  // Jumio needs its token and its secret together.
  .superRefine((env, context) => {
    if (Boolean(env.JUMIO_API_TOKEN) === Boolean(env.JUMIO_API_SECRET)) return;
    context.addIssue({
      code: 'custom',
      path: [env.JUMIO_API_TOKEN ? 'JUMIO_API_SECRET' : 'JUMIO_API_TOKEN'],
      message: 'JUMIO_API_TOKEN and JUMIO_API_SECRET are set together',
    });
  })
  // S3 document storage needs its bucket; static credentials come as a pair.
  .superRefine((env, context) => {
    if (env.DOCUMENT_STORAGE === 's3' && !env.DOCUMENTS_S3_BUCKET)
      context.addIssue({ code: 'custom', path: ['DOCUMENTS_S3_BUCKET'], message: 'required when DOCUMENT_STORAGE=s3' });
    if (Boolean(env.DOCUMENTS_S3_ACCESS_KEY_ID) === Boolean(env.DOCUMENTS_S3_SECRET_ACCESS_KEY)) return;
    context.addIssue({
      code: 'custom',
      path: [env.DOCUMENTS_S3_ACCESS_KEY_ID ? 'DOCUMENTS_S3_SECRET_ACCESS_KEY' : 'DOCUMENTS_S3_ACCESS_KEY_ID'],
      message: 'DOCUMENTS_S3_ACCESS_KEY_ID and DOCUMENTS_S3_SECRET_ACCESS_KEY are set together',
    });
  })
  // A live captcha needs both halves: the forms render the widget with the site key, the platform verifies with the secret.
  .superRefine((env, context) => {
    if (env.CAPTCHA_PROVIDER !== 'hcaptcha') return;
    for (const key of ['HCAPTCHA_SITE_KEY', 'HCAPTCHA_SECRET'] as const) {
      if (!env[key]) context.addIssue({ code: 'custom', path: [key], message: 'required when CAPTCHA_PROVIDER=hcaptcha' });
    }
  })
  // Defaults that depend on another key are filled after the keys are parsed.
  .transform((env) => ({
    ...env,
    PLATFORM_API_URL: (env.PLATFORM_API_URL ?? `http://127.0.0.1:${env.PORT}/api`).replace(/\/+$/, ''),
    SITE_URL: env.SITE_URL.replace(/\/+$/, ''),
    SANITY_API_HOST: env.SANITY_API_HOST?.replace(/\/+$/, ''),
    DOCUMENTS_DIR: env.DOCUMENTS_DIR ?? resolve(env.DATA_DIR, 'documents'),
    PASSWORD_HASH_CONCURRENCY: env.PASSWORD_HASH_CONCURRENCY ?? defaultHashConcurrency(availableParallelism(), env.UV_THREADPOOL_SIZE),
  }));

/** `SEAMLESS_SECRET_<PROVIDER>`: each game provider's seamless-wallet HMAC secret, keyed by lower-case slug. */
const SEAMLESS_SECRET_PREFIX = 'SEAMLESS_SECRET_';

function seamlessSecretsFrom(source: EnvSource): Readonly<Record<string, string>> {
  const secrets: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (!key.startsWith(SEAMLESS_SECRET_PREFIX) || !value?.trim()) continue;
    secrets[key.slice(SEAMLESS_SECRET_PREFIX.length).toLowerCase()] = value.trim();
  }
  return Object.freeze(secrets);
}

export type Env = Readonly<
  z.output<typeof envSchema> & {
    SEAMLESS_SECRETS: Readonly<Record<string, string>>;
    /** Whether SITE_URL was set: then it is the public origin everywhere; unset, links to this server follow the request. */
    SITE_URL_CONFIGURED: boolean;
  }
>;

/** Pure: parses any source (tests pass plain objects); throws an EnvError listing every bad key. */
export function parseEnv(source: EnvSource): Env {
  return Object.freeze({
    ...parseWith(envSchema, source),
    SEAMLESS_SECRETS: seamlessSecretsFrom(source),
    SITE_URL_CONFIGURED: Boolean(source.SITE_URL?.trim()),
  });
}

/** The server's configuration, parsed once when first imported: a bad value stops the process at start. */
export const env: Env = parseEnv(process.env);

export { parseGameProviderEnv, type GameProviderEnv } from './game-provider-env';

export const gameProviderEnv = parseGameProviderEnv(process.env);
