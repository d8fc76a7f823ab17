import 'server-only';
import { env } from '@/server/env';
import { ApiError } from '@/server/http/errors';
import { SandboxPaymentProvider } from './sandbox-provider';

const slot = globalThis as typeof globalThis & { __luckyHarbourSandboxPsp?: SandboxPaymentProvider };

/** Whether the sandbox may take payments: always outside production, in production only when switched on. */
export function sandboxEnabled(): boolean {
  return env.NODE_ENV !== 'production' || env.PAYMENTS_SANDBOX_ENABLED;
}

/** The configured provider (only the sandbox exists yet); 503 when payments are not available. */
export function getPaymentProvider(): SandboxPaymentProvider {
  if (!sandboxEnabled()) throw new ApiError('error.system.unavailable');
  slot.__luckyHarbourSandboxPsp ??= new SandboxPaymentProvider({
    secret: env.PAYMENTS_SANDBOX_SECRET,
    apiBaseUrl: env.PLATFORM_API_URL,
    // SITE_URL is the public origin when set (production); unset, the cashier link follows each request's origin.
    cashierBaseUrl: env.SITE_URL_CONFIGURED ? `${env.SITE_URL}/api` : undefined,
  });
  return slot.__luckyHarbourSandboxPsp;
}

/** Tests install a sandbox with their own delivery; `undefined` restores the default. */
export function setPaymentProviderForTests(provider: SandboxPaymentProvider | undefined): void {
  slot.__luckyHarbourSandboxPsp = provider;
}
