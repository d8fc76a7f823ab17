import 'server-only';

/** Who the provider says a token or a password belongs to. */
export interface ProviderIdentity {
  /** The provider's stable user id (Cognito `sub`; the platform uses the player id). */
  subject: string;
  email: string;
  /** When the provider issued the token (seconds since the epoch): tokens from before a global sign-out are refused. */
  issuedAt: number;
}

/** How a provider-side password change ended (the account page's password form). */
export type ProviderPasswordChangeOutcome = 'ok' | 'old_password_incorrect' | 'password_invalid';

/** How a provider-side password reset ended. */
export type ProviderResetOutcome = 'ok' | 'code_invalid' | 'code_expired' | 'max_attempts' | 'password_invalid';

/**
 * The identity service behind sign-in and sign-up (spec identity-and-account §4 "signs out of the identity service"). The platform's
 * own implementation checks scrypt hashes; the Cognito one asks an Amazon Cognito user pool. Either way the
 * platform then opens its own session and signs its own token, so claims, cookies and revocation are the same.
 */
export interface IdentityProvider {
  readonly name: 'platform' | 'cognito';
  /** Whether the password is right. `storedHash` is the player's platform hash (null: unknown e-mail). */
  checkPassword(email: string, password: string, storedHash: string | null): Promise<boolean>;
  /** Creates the user at the provider when a player registers; returns what the platform stores as hash. */
  registerUser(input: { email: string; password: string }): Promise<{ passwordHash: string }>;
  /** Verifies a token the provider issued itself (a Cognito id token), or null; the platform issues none. */
  verifyProviderToken(token: string): Promise<ProviderIdentity | null>;
  /**
   * Provider-held passwords only (Cognito ForgotPassword): the provider sends its own reset code to the user.
   * 'unknown' when the provider has no such user. The platform provider has no such method: it sends its own code.
   */
  startPasswordReset?(email: string): Promise<'sent' | 'unknown'>;
  /** Provider-held passwords only (Cognito ConfirmForgotPassword): the provider's code and the new password. */
  confirmPasswordReset?(input: { email: string; code: string; password: string }): Promise<ProviderResetOutcome>;
  /**
   * Provider-held passwords only (Cognito ChangePassword): the provider judges the old password and stores the new
   * one. The platform provider has no such method: the account domain checks and writes its scrypt hash itself.
   */
  changePassword?(input: { email: string; oldPassword: string; newPassword: string }): Promise<ProviderPasswordChangeOutcome>;
}
