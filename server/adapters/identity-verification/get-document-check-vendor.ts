import 'server-only';
import { env } from '@/server/env';
import { ApiError } from '@/server/http/errors';
import type { DocumentCheckVendor } from './document-check-vendor';
import { identityVerificationSandboxEnabled } from './get-identity-verifier';
import { JumioDocumentVendor } from './jumio-document-vendor';
import { SandboxDocumentVendor } from './sandbox-document-vendor';

const slot = globalThis as typeof globalThis & { __luckyHarbourSandboxDocs?: SandboxDocumentVendor; __luckyHarbourJumio?: JumioDocumentVendor | null };

// SITE_URL is the public origin when set (production); unset, vendor links follow each request's origin.
const publicApiBase = () => (env.SITE_URL_CONFIGURED ? `${env.SITE_URL}/api` : undefined);

/** Jumio when its credentials are configured (tests may install one); otherwise none. */
export function getJumioVendor(): JumioDocumentVendor | null {
  if (slot.__luckyHarbourJumio !== undefined) return slot.__luckyHarbourJumio;
  if (!env.JUMIO_API_TOKEN || !env.JUMIO_API_SECRET) return null;
  slot.__luckyHarbourJumio = new JumioDocumentVendor({
    apiToken: env.JUMIO_API_TOKEN,
    apiSecret: env.JUMIO_API_SECRET,
    region: env.JUMIO_REGION,
    workflowKey: env.JUMIO_WORKFLOW_KEY,
    callbackBaseUrl: publicApiBase(),
  });
  return slot.__luckyHarbourJumio;
}

/** The sandbox document vendor; 404 where the sandbox is off (its routes do not exist there). */
export function getSandboxDocumentVendor(): SandboxDocumentVendor {
  if (!identityVerificationSandboxEnabled()) throw new ApiError('error.not_found');
  slot.__luckyHarbourSandboxDocs ??= new SandboxDocumentVendor({
    secret: env.IDENTITY_VERIFICATION_SANDBOX_SECRET,
    apiBaseUrl: env.PLATFORM_API_URL,
    pageBaseUrl: publicApiBase(),
  });
  return slot.__luckyHarbourSandboxDocs;
}

/** The vendor new checks go to: Jumio when configured, else the sandbox where allowed; 503 where neither is. */
export function getDocumentCheckVendor(): DocumentCheckVendor {
  const jumio = getJumioVendor();
  if (jumio) return jumio;
  if (!identityVerificationSandboxEnabled()) throw new ApiError('error.system.unavailable');
  return getSandboxDocumentVendor();
}

/** Tests install vendors with their own delivery or fetch; `undefined` restores the defaults (Jumio from the environment). */
export function setDocumentCheckVendorsForTests(vendors: { sandbox?: SandboxDocumentVendor; jumio?: JumioDocumentVendor | null }): void {
  slot.__luckyHarbourSandboxDocs = vendors.sandbox;
  slot.__luckyHarbourJumio = vendors.jumio;
}
