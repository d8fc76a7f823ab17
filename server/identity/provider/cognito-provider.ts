import 'server-only';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { IdentityProvider, ProviderIdentity, ProviderPasswordChangeOutcome, ProviderResetOutcome } from './identity-provider';

export interface CognitoConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  /** https://cognito-idp.<region>.amazonaws.com by default; cognito-local in tests. */
  endpoint?: string;
  fetch?: typeof fetch;
}

const idTokenClaims = z.object({ sub: z.string(), email: z.string(), token_use: z.literal('id'), iat: z.number() });

// Every way Cognito says "not these credentials" (cognito-local answers InvalidPasswordException for a wrong one).
const REFUSALS: ReadonlySet<string> = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'InvalidPasswordException',
  'PasswordResetRequiredException',
]);

// ConfirmForgotPassword's refusals, as the platform's reset outcomes (spec identity-and-account §8 "Reset password" codes).
const RESET_OUTCOMES: Readonly<Record<string, ProviderResetOutcome>> = {
  CodeMismatchException: 'code_invalid',
  ExpiredCodeException: 'code_expired',
  LimitExceededException: 'max_attempts',
  TooManyFailedAttemptsException: 'max_attempts',
  InvalidPasswordException: 'password_invalid',
  InvalidParameterException: 'password_invalid',
};

/** What the platform stores as password hash for Cognito users: not a scrypt hash, so it never verifies locally. */
export const COGNITO_PASSWORD_MARKER = 'cognito-managed';

export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'CognitoError';
  }
}

/**
 * Amazon Cognito through its JSON API (the public, unsigned calls: SignUp, InitiateAuth with USER_PASSWORD_AUTH,
 * ForgotPassword, ConfirmForgotPassword and ChangePassword), so the web tier holds no AWS credentials.
 * Id tokens are verified with the pool's JWKS (jose createRemoteJWKSet): issuer, audience and token_use.
 */
export class CognitoIdentityProvider implements IdentityProvider {
  readonly name = 'cognito';
  private readonly endpoint: string;
  private readonly jwks: JWTVerifyGetKey;

  constructor(private readonly config: CognitoConfig) {
    this.endpoint = (config.endpoint ?? `https://cognito-idp.${config.region}.amazonaws.com`).replace(/\/+$/, '');
    this.jwks = createRemoteJWKSet(new URL(`${this.issuer}/.well-known/jwks.json`));
  }

  get issuer(): string {
    return `${this.endpoint}/${this.config.userPoolId}`;
  }

  private async call<T>(target: string, body: Record<string, unknown>): Promise<T> {
    const response = await this.post(target, body).catch(() => this.post(target, body));
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      const type = (text(json.__type) ?? text(json.code) ?? String(response.status)).split('#').pop() ?? 'Unknown';
      throw new CognitoError(type, text(json.message) ?? `Cognito ${target} answered ${response.status}`);
    }
    return json as T;
  }

  // One retry on a network failure: a pooled keep-alive connection the server already closed fails once.
  private post(target: string, body: Record<string, unknown>): Promise<Response> {
    return (this.config.fetch ?? fetch)(`${this.endpoint}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  }

  async checkPassword(email: string, password: string): Promise<boolean> {
    try {
      const result = await this.call<{ AuthenticationResult?: { IdToken?: string } }>('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: this.config.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
      const idToken = result.AuthenticationResult?.IdToken;
      // The answer is only trusted once its token verifies against the pool's keys and names this e-mail.
      const identity = idToken ? await this.verifyProviderToken(idToken) : null;
      return identity?.email.toLowerCase() === email;
    } catch (error) {
      if (error instanceof CognitoError && REFUSALS.has(error.type)) return false;
      throw error;
    }
  }

  async registerUser({ email, password }: { email: string; password: string }): Promise<{ passwordHash: string }> {
    // The pool confirms sign-ups with a pre-sign-up trigger: the platform verifies phone and e-mail itself.
    await this.call('SignUp', { ClientId: this.config.clientId, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] });
    return { passwordHash: COGNITO_PASSWORD_MARKER };
  }

  async verifyProviderToken(token: string): Promise<ProviderIdentity | null> {
    try {
      const { payload } = await jwtVerify(token, this.jwks, { issuer: this.issuer, audience: this.config.clientId, algorithms: ['RS256'], clockTolerance: 5 });
      const claims = idTokenClaims.safeParse(payload);
      return claims.success ? { subject: claims.data.sub, email: claims.data.email.toLowerCase(), issuedAt: claims.data.iat } : null;
    } catch {
      return null;
    }
  }

  async startPasswordReset(email: string): Promise<'sent' | 'unknown'> {
    try {
      await this.call('ForgotPassword', { ClientId: this.config.clientId, Username: email });
      return 'sent';
    } catch (error) {
      if (error instanceof CognitoError && (error.type === 'UserNotFoundException' || error.type === 'NotAuthorizedException')) return 'unknown';
      throw error;
    }
  }

  async confirmPasswordReset({ email, code, password }: { email: string; code: string; password: string }): Promise<ProviderResetOutcome> {
    try {
      await this.call('ConfirmForgotPassword', { ClientId: this.config.clientId, Username: email, ConfirmationCode: code, Password: password });
      return 'ok';
    } catch (error) {
      if (error instanceof CognitoError && error.type in RESET_OUTCOMES) return RESET_OUTCOMES[error.type];
      // An unknown user cannot have reached this step with a valid reset key; treat it like a wrong code.
      if (error instanceof CognitoError && error.type === 'UserNotFoundException') return 'code_invalid';
      throw error;
    }
  }

  async changePassword({
    email,
    oldPassword,
    newPassword,
  }: {
    email: string;
    oldPassword: string;
    newPassword: string;
  }): Promise<ProviderPasswordChangeOutcome> {
    // ChangePassword needs the user's access token: signing in with the old password proves it and yields one.
    let accessToken: string | undefined;
    try {
      const result = await this.call<{ AuthenticationResult?: { AccessToken?: string } }>('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: this.config.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: oldPassword },
      });
      accessToken = result.AuthenticationResult?.AccessToken;
    } catch (error) {
      if (error instanceof CognitoError && REFUSALS.has(error.type)) return 'old_password_incorrect';
      throw error;
    }
    if (!accessToken) return 'old_password_incorrect';
    try {
      await this.call('ChangePassword', { AccessToken: accessToken, PreviousPassword: oldPassword, ProposedPassword: newPassword });
      return 'ok';
    } catch (error) {
      if (error instanceof CognitoError && (error.type === 'InvalidPasswordException' || error.type === 'InvalidParameterException')) return 'password_invalid';
      if (error instanceof CognitoError && error.type === 'NotAuthorizedException') return 'old_password_incorrect';
      throw error;
    }
  }
}
