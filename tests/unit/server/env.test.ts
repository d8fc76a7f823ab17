/** @jest-environment node */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { EnvError, isLoopbackOrigin, SANDBOX_ON_PUBLIC_SITE_CONSENT, SANDBOX_SWITCHES } from '@/server/env-schema';
import { defaultHashConcurrency, parseEnv } from '@/server/env';

describe('parseEnv', () => {
  it('fills every default from an empty environment', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      DATABASE_URL: undefined,
      DATA_DIR: resolve('.data'),
      DOCUMENTS_DIR: resolve('.data/documents'),
      DOCUMENT_STORAGE: 'local',
      DOCUMENTS_S3_REGION: 'eu-west-1',
      DOCUMENTS_S3_FORCE_PATH_STYLE: false,
      MAINTENANCE_MODE: false,
      GEO_COUNTRY_HEADER: 'cloudfront-viewer-country',
      PLATFORM_API_URL: 'http://127.0.0.1:3000/api',
      REDIS_URL: undefined,
      REDIS_KEY_PREFIX: 'lucky-harbour:',
      SANITY_PROJECT_ID: undefined,
      SANITY_DATASET: 'production',
      SANITY_TOKEN: undefined,
      SANITY_API_HOST: undefined,
      SANITY_WEBHOOK_SECRET: undefined,
      CONTENT_DATASET_PATH: resolve('content/dataset.ndjson'),
      COGNITO_USER_POOL_ID: undefined,
      COGNITO_CLIENT_ID: undefined,
      COGNITO_REGION: 'eu-west-1',
      COGNITO_ENDPOINT: undefined,
      IDENTITY_PROVIDER: 'platform',
      SMS_PROVIDER: 'sandbox',
      VONAGE_API_KEY: undefined,
      VONAGE_API_SECRET: undefined,
      VONAGE_FROM: 'LuckyHarbr',
      VONAGE_API_URL: 'https://rest.nexmo.com',
      EMAIL_PROVIDER: 'sandbox',
      EMAIL_API_URL: undefined,
      EMAIL_API_TOKEN: undefined,
      EMAIL_FROM: 'no-reply@luckyharbour.example',
      SANDBOX_OUTBOX: false,
      CAPTCHA_PROVIDER: 'sandbox',
      HCAPTCHA_SECRET: undefined,
      HCAPTCHA_SITE_KEY: undefined,
      HCAPTCHA_VERIFY_URL: 'https://api.hcaptcha.com/siteverify',
      SITE_URL: 'http://localhost:3000',
      RATE_LIMIT_DISABLED: false,
      CONTRACT_RESPONSE_CHECK: false,
      PASSWORD_HASH_CONCURRENCY: defaultHashConcurrency(availableParallelism(), 4),
      PASSWORD_HASH_MAX_WAIT_MS: 1500,
      PASSWORD_HASH_MAX_QUEUE: 16,
      UV_THREADPOOL_SIZE: 4,
      IDLE_TIMEOUT_SECONDS: 1800,
      ROBOTS_DISALLOW_ALL: false,
      IDENTITY_PRIVATE_JWK: undefined,
      PAYMENTS_SANDBOX_ENABLED: false,
      PAYMENTS_SANDBOX_SECRET: undefined,
      IDENTITY_VERIFICATION_SANDBOX_ENABLED: false,
      IDENTITY_VERIFICATION_SANDBOX_SECRET: undefined,
      JUMIO_API_TOKEN: undefined,
      JUMIO_API_SECRET: undefined,
      JUMIO_REGION: 'emea-1',
      JUMIO_WORKFLOW_KEY: 10013,
      SEAMLESS_SANDBOX_SECRETS: false,
      TRUSTED_PROXY_HOPS: 0,
      CLIENT_IP_HEADER: undefined,
      ALLOW_SANDBOX_ON_PUBLIC_SITE: undefined,
      SEAMLESS_SECRETS: {},
      SITE_URL_CONFIGURED: false,
    });
  });

  it('knows whether SITE_URL was set (then it is authoritative; unset, links follow the request)', () => {
    expect(parseEnv({ SITE_URL: 'https://www.luckyharbour.example/' })).toMatchObject({
      SITE_URL: 'https://www.luckyharbour.example',
      SITE_URL_CONFIGURED: true,
    });
    expect(parseEnv({ SITE_URL: '  ' })).toMatchObject({ SITE_URL: 'http://localhost:3000', SITE_URL_CONFIGURED: false });
  });

  it('needs a bucket for S3 document storage, and both static S3 credentials or neither', () => {
    expect(() => parseEnv({ DOCUMENT_STORAGE: 's3' })).toThrow(/DOCUMENTS_S3_BUCKET/);
    expect(() => parseEnv({ DOCUMENT_STORAGE: 'gcs' })).toThrow(/DOCUMENT_STORAGE/);
    expect(() => parseEnv({ DOCUMENT_STORAGE: 's3', DOCUMENTS_S3_BUCKET: 'b', DOCUMENTS_S3_ACCESS_KEY_ID: 'k' })).toThrow(/DOCUMENTS_S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ DOCUMENT_STORAGE: 's3', DOCUMENTS_S3_BUCKET: 'b', DOCUMENTS_S3_SECRET_ACCESS_KEY: 's' })).toThrow(/DOCUMENTS_S3_ACCESS_KEY_ID/);
    expect(() => parseEnv({ DOCUMENTS_S3_ENDPOINT: 'ftp://minio:9000' })).toThrow(/DOCUMENTS_S3_ENDPOINT/);
    expect(
      parseEnv({ DOCUMENT_STORAGE: 's3', DOCUMENTS_S3_BUCKET: 'b', DOCUMENTS_S3_ENDPOINT: 'http://minio:9000', DOCUMENTS_S3_FORCE_PATH_STYLE: 'true' }),
    ).toMatchObject({
      DOCUMENT_STORAGE: 's3',
      DOCUMENTS_S3_BUCKET: 'b',
      DOCUMENTS_S3_REGION: 'eu-west-1',
      DOCUMENTS_S3_ENDPOINT: 'http://minio:9000',
      DOCUMENTS_S3_FORCE_PATH_STYLE: true,
    });
  });

  it('needs both the hCaptcha site key and secret when the live captcha is configured', () => {
    expect(() => parseEnv({ CAPTCHA_PROVIDER: 'hcaptcha', HCAPTCHA_SECRET: 's' })).toThrow(/HCAPTCHA_SITE_KEY/);
    expect(() => parseEnv({ CAPTCHA_PROVIDER: 'hcaptcha', HCAPTCHA_SITE_KEY: 'k' })).toThrow(/HCAPTCHA_SECRET/);
    expect(parseEnv({ CAPTCHA_PROVIDER: 'hcaptcha', HCAPTCHA_SITE_KEY: 'site-key', HCAPTCHA_SECRET: 's' })).toMatchObject({ HCAPTCHA_SITE_KEY: 'site-key' });
    expect(parseEnv({ HCAPTCHA_SITE_KEY: 'site-key' }).CAPTCHA_PROVIDER).toBe('sandbox');
  });

  it('needs the Jumio token and secret together, and knows its data centres', () => {
    expect(() => parseEnv({ JUMIO_API_TOKEN: 't' })).toThrow(/JUMIO_API_SECRET/);
    expect(() => parseEnv({ JUMIO_API_SECRET: 's' })).toThrow(/JUMIO_API_TOKEN/);
    expect(parseEnv({ JUMIO_API_TOKEN: 't', JUMIO_API_SECRET: 's', JUMIO_REGION: 'amer-1' })).toMatchObject({
      JUMIO_REGION: 'amer-1',
      JUMIO_WORKFLOW_KEY: 10013,
    });
    expect(() => parseEnv({ JUMIO_REGION: 'moon-1' })).toThrow(/JUMIO_REGION/);
    expect(parseEnv({ EDD_DEPOSIT_THRESHOLD: '100000' }).EDD_DEPOSIT_THRESHOLD).toBe(100_000);
    expect(parseEnv({}).EDD_DEPOSIT_THRESHOLD).toBeUndefined();
    expect(() => parseEnv({ EDD_DEPOSIT_THRESHOLD: '-1' })).toThrow(/EDD_DEPOSIT_THRESHOLD/);
  });

  it("lets the idle limit be shortened for tests, never lengthened past the spec's 1800 s", () => {
    expect(parseEnv({ IDLE_TIMEOUT_SECONDS: '20' }).IDLE_TIMEOUT_SECONDS).toBe(20);
    expect(() => parseEnv({ IDLE_TIMEOUT_SECONDS: '3600' })).toThrow(/IDLE_TIMEOUT_SECONDS/);
    expect(() => parseEnv({ IDLE_TIMEOUT_SECONDS: '5' })).toThrow(/IDLE_TIMEOUT_SECONDS/);
    expect(() => parseEnv({ IDLE_TIMEOUT_SECONDS: 'soon' })).toThrow(/IDLE_TIMEOUT_SECONDS/);
  });

  it('bounds password hashing: a core for the event loop, two libuv threads for fs/DNS/zlib, at most 2 by default', () => {
    expect([1, 2, 3, 4, 16].map((cores) => defaultHashConcurrency(cores, 4))).toEqual([1, 1, 2, 2, 2]);
    expect([1, 2, 3, 8].map((threads) => defaultHashConcurrency(8, threads))).toEqual([1, 1, 1, 2]);
    expect(parseEnv({ PASSWORD_HASH_CONCURRENCY: '0' }).PASSWORD_HASH_CONCURRENCY).toBe(0);
    expect(parseEnv({ PASSWORD_HASH_CONCURRENCY: '3', PASSWORD_HASH_MAX_WAIT_MS: '2000', PASSWORD_HASH_MAX_QUEUE: '0' })).toMatchObject({
      PASSWORD_HASH_CONCURRENCY: 3,
      PASSWORD_HASH_MAX_WAIT_MS: 2000,
      PASSWORD_HASH_MAX_QUEUE: 0,
    });
    expect(parseEnv({ UV_THREADPOOL_SIZE: '3' }).PASSWORD_HASH_CONCURRENCY).toBe(1);
    for (const bad of [
      { PASSWORD_HASH_CONCURRENCY: '-1' },
      { PASSWORD_HASH_CONCURRENCY: 'two' },
      { PASSWORD_HASH_MAX_WAIT_MS: '0' },
      { PASSWORD_HASH_MAX_QUEUE: '1.5' },
    ]) {
      expect(() => parseEnv(bad)).toThrow(new RegExp(Object.keys(bad)[0]));
    }
  });

  it('collects SEAMLESS_SECRET_<PROVIDER> keys by lower-case provider slug, ignoring empty ones', () => {
    const env = parseEnv({ SEAMLESS_SECRET_PRAGMATICPLAY: ' s3cret ', SEAMLESS_SECRET_EVOLUTION: '', SEAMLESS_SANDBOX_SECRETS: 'true' });
    expect(env.SEAMLESS_SECRETS).toEqual({ pragmaticplay: 's3cret' });
    expect(env.SEAMLESS_SANDBOX_SECRETS).toBe(true);
    expect(Object.isFrozen(env.SEAMLESS_SECRETS)).toBe(true);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(parseEnv({}))).toBe(true);
  });

  it('derives the platform API URL from PORT and trims trailing slashes', () => {
    expect(parseEnv({ PORT: '4100' }).PLATFORM_API_URL).toBe('http://127.0.0.1:4100/api');
    expect(parseEnv({ PLATFORM_API_URL: 'https://platform.example.com/api/' }).PLATFORM_API_URL).toBe('https://platform.example.com/api');
    expect(parseEnv({ SITE_URL: 'https://www.example.com/' }).SITE_URL).toBe('https://www.example.com');
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['', false],
  ])('reads MAINTENANCE_MODE=%j as %s', (value, expected) => {
    expect(parseEnv({ MAINTENANCE_MODE: value }).MAINTENANCE_MODE).toBe(expected);
    expect(parseEnv({ RATE_LIMIT_DISABLED: value }).RATE_LIMIT_DISABLED).toBe(expected);
    expect(parseEnv({ ROBOTS_DISALLOW_ALL: value }).ROBOTS_DISALLOW_ALL).toBe(expected);
  });

  it('accepts PostgreSQL and Redis URLs, resolves DATA_DIR and lower-cases the geo header name', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATA_DIR: '/var/lib/lucky-harbour',
      GEO_COUNTRY_HEADER: 'CF-IPCountry',
      SANITY_DATASET: 'staging',
    });
    expect(env).toMatchObject({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATA_DIR: '/var/lib/lucky-harbour',
      GEO_COUNTRY_HEADER: 'cf-ipcountry',
      SANITY_DATASET: 'staging',
    });
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '', SANITY_DATASET: ' ' })).toMatchObject({ DATABASE_URL: undefined, PORT: 3000, SANITY_DATASET: 'production' });
  });

  it('fails fast with one message naming every bad key, without echoing values', () => {
    const bad = { PORT: 'eighty', DATABASE_URL: 'mysql://secret-host/db', MAINTENANCE_MODE: 'yes', SITE_URL: 'not a url', NODE_ENV: 'staging' };
    let error: unknown;
    try {
      parseEnv(bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid environment configuration \(5 problems\)/);
    for (const key of Object.keys(bad)) expect(message).toContain(`${key}:`);
    expect(message).not.toContain('secret-host');
  });

  it.each([['0'], ['70000'], ['3000.5']])('rejects PORT=%s', (port) => {
    expect(() => parseEnv({ PORT: port })).toThrow(/PORT/);
  });

  it('reads the trusted proxy hops (0–10) and a CDN client-IP header, refusing X-Forwarded-For and internal names', () => {
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '2', CLIENT_IP_HEADER: 'CF-Connecting-IP' })).toMatchObject({
      TRUSTED_PROXY_HOPS: 2,
      CLIENT_IP_HEADER: 'cf-connecting-ip',
    });
    for (const hops of ['-1', '1.5', 'two', '11']) expect(() => parseEnv({ TRUSTED_PROXY_HOPS: hops })).toThrow(/TRUSTED_PROXY_HOPS/);
    for (const header of ['X-Forwarded-For', 'x-lh-remote-address', 'bad header'])
      expect(() => parseEnv({ CLIENT_IP_HEADER: header })).toThrow(/CLIENT_IP_HEADER/);
  });
});

describe('sandbox switches and SITE_URL', () => {
  const LOOPBACK = ['http://localhost:3000', 'http://127.0.0.1:3200', 'http://127.45.6.7', 'http://[::1]:3000'];
  const PUBLIC = ['https://www.luckyharbour.example', 'http://10.0.0.5:3000', 'http://localhost.example.com', 'http://[2001:db8::1]'];
  const cases = (sites: string[]) => SANDBOX_SWITCHES.flatMap((key) => sites.map((site) => [key, site] as const));

  it.each(cases(LOOPBACK))('allows %s on the loopback site %s', (key, site) => {
    expect(parseEnv({ SITE_URL: site, [key]: 'true' })[key]).toBe(true);
  });

  it.each(cases(PUBLIC))('refuses %s on the public site %s without the override', (key, site) => {
    expect(() => parseEnv({ SITE_URL: site, [key]: 'true' })).toThrow(new RegExp(`${key}: refused because SITE_URL is not a loopback origin`));
    expect(() => parseEnv({ SITE_URL: site, [key]: 'true', ALLOW_SANDBOX_ON_PUBLIC_SITE: 'true' })).toThrow(/ALLOW_SANDBOX_ON_PUBLIC_SITE/);
    expect(parseEnv({ SITE_URL: site, [key]: 'false' })[key]).toBe(false);
  });

  it.each(cases(PUBLIC))('allows %s on the public site %s with the exact override phrase', (key, site) => {
    expect(parseEnv({ SITE_URL: site, [key]: 'true', ALLOW_SANDBOX_ON_PUBLIC_SITE: SANDBOX_ON_PUBLIC_SITE_CONSENT })[key]).toBe(true);
  });

  it('names every refused switch at once', () => {
    expect(() =>
      parseEnv({
        SITE_URL: 'https://www.luckyharbour.example',
        SEAMLESS_SANDBOX_SECRETS: 'true',
        PAYMENTS_SANDBOX_ENABLED: '1',
        IDENTITY_VERIFICATION_SANDBOX_ENABLED: 'true',
        SANDBOX_OUTBOX: 'true',
      }),
    ).toThrow(/\(4 problems\)/);
  });

  it('knows a loopback origin by its parsed host', () => {
    expect(isLoopbackOrigin('http://127.1:3000')).toBe(true);
    expect(isLoopbackOrigin('http://LOCALHOST')).toBe(true);
    expect(isLoopbackOrigin('http://127.0.0.1.nip.io')).toBe(false);
    expect(isLoopbackOrigin('http://[::ffff:127.0.0.1]')).toBe(false);
    expect(isLoopbackOrigin('not a url')).toBe(false);
  });
});
