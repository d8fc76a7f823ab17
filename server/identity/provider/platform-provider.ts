import 'server-only';
import { hashPassword, verifyPassword } from '@/server/domains/identity/password';
import type { IdentityProvider } from './identity-provider';

// Verified against when the e-mail is unknown, so both answers take the same scrypt time.
let dummyHash: Promise<string> | undefined;

/** The default: passwords as scrypt hashes in the players table (server/domains/identity/password.ts). */
export class PlatformIdentityProvider implements IdentityProvider {
  readonly name = 'platform';

  async checkPassword(_email: string, password: string, storedHash: string | null): Promise<boolean> {
    // A refused first hash (busy server: 503) must not stay cached as a rejection for every later unknown e-mail.
    dummyHash ??= hashPassword('timing-equaliser').catch((error: unknown) => {
      dummyHash = undefined;
      throw error;
    });
    const matches = await verifyPassword(password, storedHash ?? (await dummyHash));
    return storedHash !== null && matches;
  }

  async registerUser({ password }: { email: string; password: string }): Promise<{ passwordHash: string }> {
    return { passwordHash: await hashPassword(password) };
  }

  async verifyProviderToken(): Promise<null> {
    return null;
  }
}
