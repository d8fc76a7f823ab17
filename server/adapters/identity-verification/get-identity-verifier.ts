import 'server-only';
import { env } from '@/server/env';
import { ApiError } from '@/server/http/errors';
import { SandboxIdentityVerifier } from './sandbox-identity-verifier';

const slot = globalThis as typeof globalThis & { __luckyHarbourSandboxIdv?: SandboxIdentityVerifier };

/**
 * Whether the sandbox vendor may verify identities: always outside production, in production only when switched
 * on (IDENTITY_VERIFICATION_SANDBOX_ENABLED, which the start refuses on a public SITE_URL; docs/security.md).
 */
export function identityVerificationSandboxEnabled(): boolean {
  return env.NODE_ENV !== 'production' || env.IDENTITY_VERIFICATION_SANDBOX_ENABLED;
}

/** The configured vendor (only the sandbox exists yet); 404 where the sandbox is off: the route does not exist there. */
export function getIdentityVerifier(): SandboxIdentityVerifier {
  if (!identityVerificationSandboxEnabled()) throw new ApiError('error.not_found');
  slot.__luckyHarbourSandboxIdv ??= new SandboxIdentityVerifier({ apiBaseUrl: env.PLATFORM_API_URL });
  return slot.__luckyHarbourSandboxIdv;
}

/** Tests install a sandbox with their own delivery; `undefined` restores the default. */
export function setIdentityVerifierForTests(verifier: SandboxIdentityVerifier | undefined): void {
  slot.__luckyHarbourSandboxIdv = verifier;
}
