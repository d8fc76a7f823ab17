import 'server-only';
import { z } from 'zod';
import type { DocumentRejectionReason } from '@/lib/identity-verification/document-checks';
import type { DocumentCheckCallback, DocumentCheckInitiation, DocumentCheckVendor } from './document-check-vendor';

export const JUMIO_VENDOR = 'jumio';

export interface JumioOptions {
  apiToken: string;
  apiSecret: string;
  /** Jumio's data centre: amer-1, emea-1 or apac-1. */
  region: string;
  /** The workflow definition key (10013: ID and identity verification). */
  workflowKey: number;
  /** The public API base Jumio calls back (SITE_URL + /api); unset, the origin the player reached + /api. */
  callbackBaseUrl?: string;
  fetch?: typeof fetch;
}

const uuid = z.string().regex(/^[0-9a-fA-F-]{36}$/);

/** Jumio's answer to an account creation: the account, the workflow execution and the hosted page. */
const accountCreatedSchema = z.object({
  account: z.object({ id: uuid }),
  workflowExecution: z.object({ id: uuid }),
  web: z.object({ href: z.url({ protocol: /^https$/ }) }),
});

/** Jumio's callback names the account and the execution; nothing else in it is trusted. */
const callbackSchema = z.object({
  callbackSentAt: z.string().max(64),
  account: z.object({ id: uuid }),
  workflowExecution: z.object({ id: uuid }),
});

/** The retrieval API's verdict on an execution. */
const executionSchema = z.object({
  workflow: z.object({ status: z.string() }),
  decision: z.object({ type: z.string(), details: z.object({ label: z.string() }).partial().optional() }).optional(),
});

/** Jumio's rejection labels, as far as the spec's reasons (identity-and-account §3 "Documents") name them. */
const REASON_BY_LABEL: Readonly<Record<string, DocumentRejectionReason>> = {
  EXPIRED: 'ID_EXPIRED',
  BLACK_WHITE: 'ID_BLACK_AND_WHITE',
  MISSING_BACK: 'ID_BACKSIDE',
  MISSING_PAGE: 'MISSING_DOCUMENT_PAGE',
  PARTS_OF_DOCUMENT_MISSING: 'CROPPED_CORNERS_NOT_VISIBLE',
  DAMAGED_DOCUMENT: 'DAMAGED_DOCUMENT',
  NOT_UPLOADED: 'EMPTY',
  UNSUPPORTED_DOCUMENT_TYPE: 'ID_INVALID_TYPE',
  PHOTOCOPY: 'SCREENSHOT_NOT_ORIGINAL_DOCUMENT',
  DIGITAL_COPY: 'SCREENSHOT_NOT_ORIGINAL_DOCUMENT',
  LIVENESS_FAILED: 'INVALID_SELFIE',
  SELFIE_MISMATCH: 'INVALID_SELFIE',
  NAME_MISMATCH: 'ID_NAME_MISMATCH',
};

/** An execution's verdict as the platform's outcome: passed, rejected (with the nearest reason), or still for review. */
export function jumioOutcome(execution: z.output<typeof executionSchema>): Pick<DocumentCheckCallback, 'outcome' | 'reason'> {
  if (execution.workflow.status !== 'PROCESSED' || !execution.decision) return { outcome: 'PENDING', reason: null };
  if (execution.decision.type === 'PASSED') return { outcome: 'APPROVED', reason: null };
  if (execution.decision.type === 'REJECTED') return { outcome: 'DECLINED', reason: REASON_BY_LABEL[execution.decision.details?.label ?? ''] ?? 'BAD_QUALITY' };
  // WARNING and NOT_EXECUTED: a person at the operator decides (docs/decisions.md "Identity document checks").
  return { outcome: 'PENDING', reason: null };
}

/**
 * Jumio's KYX platform: an account with a workflow execution per check (`POST account.<region>.jumio.ai/api/v1/accounts`,
 * HTTP Basic with the API token and secret), the player's browser sent to its `web.href`; the callback only says an
 * execution ended, and the verdict is read back from `retrieval.<region>.jumio.ai` with the same credentials.
 */
export class JumioDocumentVendor implements DocumentCheckVendor {
  readonly name = JUMIO_VENDOR;

  constructor(private readonly options: JumioOptions) {}

  private headers(): Record<string, string> {
    const basic = Buffer.from(`${this.options.apiToken}:${this.options.apiSecret}`).toString('base64');
    return { authorization: `Basic ${basic}`, accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'LuckyHarbour KYC/1.0' };
  }

  private get fetch(): typeof fetch {
    return this.options.fetch ?? fetch;
  }

  async initiate(input: DocumentCheckInitiation): Promise<{ vendorReference: string; redirectUrl: string }> {
    const callbackBase = this.options.callbackBaseUrl ?? `${input.siteOrigin}/api`;
    const response = await this.fetch(`https://account.${this.options.region}.jumio.ai/api/v1/accounts`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({
        customerInternalReference: input.checkReference,
        userReference: String(input.playerId),
        callbackUrl: `${callbackBase}/v1/jumio/callback`,
        workflowDefinition: { key: this.options.workflowKey },
        web: { successUrl: input.successUrl, errorUrl: input.errorUrl, locale: input.language },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Jumio account creation answered ${response.status}`);
    const created = accountCreatedSchema.parse(await response.json());
    return { vendorReference: `${created.account.id}/${created.workflowExecution.id}`, redirectUrl: created.web.href };
  }

  async verifyDocumentCallback(rawBody: string): Promise<DocumentCheckCallback | null> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const callback = callbackSchema.safeParse(parsed);
    if (!callback.success) return null;
    const { account, workflowExecution, callbackSentAt } = callback.data;
    const response = await this.fetch(
      `https://retrieval.${this.options.region}.jumio.ai/api/v1/accounts/${account.id}/workflow-executions/${workflowExecution.id}`,
      { headers: this.headers(), signal: AbortSignal.timeout(10_000) },
    );
    // An execution Jumio does not know under our credentials: the callback did not come from Jumio.
    if (response.status === 404 || response.status === 403 || response.status === 401) return null;
    if (!response.ok) throw new Error(`Jumio retrieval answered ${response.status}`);
    const execution = executionSchema.parse(await response.json());
    return {
      vendorReference: `${account.id}/${workflowExecution.id}`,
      ...jumioOutcome(execution),
      nonce: `${workflowExecution.id}:${callbackSentAt}`,
    };
  }
}
