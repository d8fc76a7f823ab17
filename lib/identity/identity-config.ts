import { z } from 'zod';

/** Cognito's default region for the site (docs/decisions.md, Identity provider). */
export const DEFAULT_COGNITO_REGION = 'eu-west-1';

/**
 * What the browser learns at run time about the identity provider (GET /api/v1/player/identity-config): one build
 * serves both providers, so nothing of this is baked in at build time. Only public values: the pool and app
 * client ids are not secrets (the app client has no secret).
 */
export const identityClientConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('platform') }),
  z.object({
    provider: z.literal('cognito'),
    region: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/)
      .default(DEFAULT_COGNITO_REGION),
    userPoolId: z.string().min(1),
    userPoolClientId: z.string().min(1),
    /** A Cognito-compatible endpoint (cognito-local in tests); absent = the region's Cognito. */
    userPoolEndpoint: z.url({ protocol: /^https?$/ }).optional(),
  }),
]);

export type IdentityClientConfig = z.output<typeof identityClientConfigSchema>;
export type CognitoClientConfig = Extract<IdentityClientConfig, { provider: 'cognito' }>;

/** Parses an answer of the config endpoint; anything unreadable counts as the platform provider (no Amplify). */
export function parseIdentityClientConfig(input: unknown): IdentityClientConfig {
  const parsed = identityClientConfigSchema.safeParse(input);
  return parsed.success ? parsed.data : { provider: 'platform' };
}

/** The `Auth` part of Amplify.configure for a Cognito config. */
export function amplifyAuthConfig(config: CognitoClientConfig) {
  return {
    Cognito: {
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
    },
  };
}

/** The Cognito JSON API endpoint the config points at (the region's, unless overridden). */
export function cognitoApiEndpoint(config: CognitoClientConfig): string {
  return (config.userPoolEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com`).replace(/\/+$/, '');
}

/** Refresh this long before the id token expires, so no call ever carries an expired one. */
export const REFRESH_MARGIN_MS = 2 * 60_000;
/** After a failed refresh that may be transient (network), try again this much later while the token lasts. */
export const REFRESH_RETRY_MS = 30_000;
// setTimeout's ceiling (about 24.8 days).
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Milliseconds until the next refresh of an id token expiring at `expiresAtSeconds` (0 = refresh now). */
export function refreshDelayMs(expiresAtSeconds: number, nowMs: number, marginMs = REFRESH_MARGIN_MS): number {
  if (!Number.isFinite(expiresAtSeconds)) return 0;
  return Math.min(MAX_TIMEOUT_MS, Math.max(0, expiresAtSeconds * 1000 - marginMs - nowMs));
}

export type RefreshFailure = 'retry' | 'end-session';

// Cognito's answers meaning the refresh token will never work again (Amplify clears its tokens on these too).
const REFUSED_REFRESH = [
  'NotAuthorizedException',
  'TokenRevokedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
  'RefreshTokenReuseException',
];

/** Whether a refresh error is Cognito refusing the session (not a network failure). */
export function isRefusedRefresh(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return REFUSED_REFRESH.some((refused) => name.startsWith(refused));
}

/**
 * What a failed refresh means. A refused refresh (Amplify answered no tokens: refresh token revoked, expired or the
 * user disabled) ends the site session; a thrown error (network) is retried while the current id token still lasts.
 */
export function onRefreshFailure({ refused, expiresAtSeconds, nowMs }: { refused: boolean; expiresAtSeconds: number | null; nowMs: number }): RefreshFailure {
  if (refused || expiresAtSeconds === null) return 'end-session';
  return expiresAtSeconds * 1000 - nowMs > REFRESH_RETRY_MS ? 'retry' : 'end-session';
}
