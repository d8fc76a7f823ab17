import { browserPlatformClient } from '@/lib/api/client';
import { PlatformApiError } from '@/lib/api/errors';
import { getLoginInfo, getPlayer } from '@/lib/identity/contracts';
import * as accountMigration from '@/lib/account-migration/contracts';
import type { MigrationBody } from '@/lib/account-migration/schemas';
import * as account from './contracts';
import type { AddressBody, LanguageBody, MarketingPreferencesBody, PasswordChangeBody, PhoneCodeRequestBody, PhoneCodeVerificationBody } from './schemas';

/**
 * The account page's calls through the one client (lib/api/client.ts) and their contracts; the session travels in
 * the httpOnly cookie, a refusal is a PlatformApiError. The client is made per call (tests replace `fetch`).
 */
const api = () => browserPlatformClient();

export const accountApi = {
  profile: () => api().request(getPlayer, {}),
  loginInfo: () => api().request(getLoginInfo, {}),
  updateAddress: (body: AddressBody) => api().request(account.updateAddress, { body }),
  updateLanguage: (body: LanguageBody) => api().request(account.updateLanguage, { body }),
  changePassword: (body: PasswordChangeBody) => api().request(account.changePassword, { body }),
  requestPhoneCode: (body: PhoneCodeRequestBody) => api().request(account.requestPhoneCode, { body }),
  verifyPhoneCode: (body: PhoneCodeVerificationBody) => api().request(account.verifyPhoneCode, { body }),
  marketingPreferences: () => api().request(account.getMarketingPreferences, {}),
  updateMarketingPreferences: (body: MarketingPreferencesBody) => api().request(account.updateMarketingPreferences, { body }),
  migration: () => api().request(accountMigration.getMigration, {}),
  requestMigration: (body: MigrationBody) => api().request(accountMigration.requestMigration, { body }),
};

export const ACCOUNT_QUERY_KEYS = {
  profile: ['account', 'profile'] as const,
  loginInfo: ['account', 'login-info'] as const,
  marketingPreferences: ['account', 'marketing-preferences'] as const,
  migration: ['account', 'migration'] as const,
};

/** What a refused account call shows (identity-and-account §8 "Account"). */
export type AccountFailure =
  /** Field errors from the platform: each goes to its field (the screen's error slot). */
  | { kind: 'fields'; fields: { field: string; code: string }[] }
  /** A 404 or 500 (or an unreachable server): a toast with the message. */
  | { kind: 'toast' }
  /** Anything else the form shows as its message, by code (`error.old_password.incorrect`, `sms.code.invalid`…). */
  | { kind: 'message'; code: string; additionalInfo?: Readonly<Record<string, unknown>> };

export function accountFailure(error: unknown): AccountFailure {
  if (!(error instanceof PlatformApiError)) return { kind: 'toast' };
  if (error.fieldErrors.length > 0) return { kind: 'fields', fields: error.fieldErrors.map(({ field, code }) => ({ field, code })) };
  if (error.status === 404 || error.status >= 500) return { kind: 'toast' };
  return { kind: 'message', code: error.code, additionalInfo: error.additionalInfo };
}
