import { POST as sandboxProviderRoute } from '@/app/api/sandbox/providers/[provider]/[...path]/route';
import { POST as seamlessRoute } from '@/app/api/v1/seamless/[provider]/[action]/route';
import { POST as paymentCallbackRoute } from '@/app/api/v1/payments/sandbox/callback/route';
import { POST as cashierDecisionRoute } from '@/app/api/v1/payments/sandbox/cashier/[reference]/route';
import { MAX_JSON_BODY_BYTES } from '@/server/http/read-json-body';

// Every route that reads a raw body (signed webhooks and callbacks, the seamless wallet, the sandbox cashier form and
// the sandbox provider server) stops reading a chunked body at the limit: 413, and the rest is never pulled.

const SECRET = 'bounded-body-webhook-secret';
type RevalidateRoute = typeof import('@/app/api/revalidate/route');
let revalidateRoute: RevalidateRoute['POST'];

beforeAll(async () => {
  // server/env.ts reads the environment when first imported: the webhook secret is set before the route loads.
  process.env.SANITY_WEBHOOK_SECRET = SECRET;
  ({ POST: revalidateRoute } = await import('@/app/api/revalidate/route'));
});
afterAll(() => {
  delete process.env.SANITY_WEBHOOK_SECRET;
});

const CHUNK_BYTES = 16 * 1024;
const TOTAL_CHUNKS = 512; // 8 MiB offered, no Content-Length (chunked)
/** The chunks needed to pass the 64 KiB limit, plus what a stream may pull ahead (its high-water mark). */
const MAX_PULLS = Math.ceil(MAX_JSON_BODY_BYTES / CHUNK_BYTES) + 3;

interface Flood {
  request: Request;
  pulled: () => number;
  cancelled: () => boolean;
}

/** A POST whose body is a stream of `TOTAL_CHUNKS` chunks produced only when the reader pulls them. */
function chunkedPost(url: string, headers: Record<string, string> = {}): Flood {
  let pulled = 0;
  let cancelled = false;
  const chunk = new Uint8Array(CHUNK_BYTES).fill(0x7b); // '{'
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      controller.enqueue(chunk);
      if (pulled === TOTAL_CHUNKS) controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  // `duplex: 'half'` is required by fetch for a streamed request body; it is not in TypeScript's RequestInit yet.
  const init = { method: 'POST', headers, body, duplex: 'half' } as RequestInit;
  return { request: new Request(url, init), pulled: () => pulled, cancelled: () => cancelled };
}

async function expectTooLarge(flood: Flood, response: Response, shape: 'api' | Record<string, unknown>): Promise<void> {
  expect(response.status).toBe(413);
  const body = (await response.json()) as Record<string, unknown>;
  if (shape === 'api') expect(body).toEqual({ status: 413, code: 'error.request.too_large', message: expect.any(String) });
  else expect(body).toMatchObject(shape);
  expect(flood.pulled()).toBeLessThanOrEqual(MAX_PULLS);
  expect(flood.cancelled()).toBe(true);
}

describe('raw request bodies are read bounded', () => {
  it('the seamless wallet answers 413 error.request.too_large before pulling the whole chunked body', async () => {
    const flood = chunkedPost('http://localhost/api/v1/seamless/harbour/bet', { 'content-type': 'application/json', 'x-signature': 'sha256=00' });
    const response = await seamlessRoute(flood.request, { params: Promise.resolve({ provider: 'harbour', action: 'bet' }) });
    await expectTooLarge(flood, response, 'api');
  });

  it('the payment provider callback answers 413 before pulling the whole chunked body', async () => {
    const flood = chunkedPost('http://localhost/api/v1/payments/sandbox/callback', { 'content-type': 'application/json' });
    await expectTooLarge(flood, await paymentCallbackRoute(flood.request), 'api');
  });

  it('the sandbox cashier form answers 413 before pulling the whole chunked body', async () => {
    const flood = chunkedPost('http://localhost/api/v1/payments/sandbox/cashier/dep_123', { 'content-type': 'application/x-www-form-urlencoded' });
    const response = await cashierDecisionRoute(flood.request, { params: Promise.resolve({ reference: 'dep_123' }) });
    await expectTooLarge(flood, response, 'api');
  });

  it('the content webhook answers 413 before pulling the whole chunked body', async () => {
    const flood = chunkedPost('http://localhost/api/revalidate', { 'content-type': 'application/json', 'sanity-webhook-signature': 't=1,v1=x' });
    await expectTooLarge(flood, await revalidateRoute(flood.request), 'api');
  });

  it('the sandbox game provider answers 413 in its provider error shape before pulling the whole chunked body', async () => {
    const flood = chunkedPost('http://127.0.0.1:3000/api/sandbox/providers/pragmaticplay/pragmatic/partner/demoGameUrl', {
      'content-type': 'application/json',
      authorization: 'Bearer sandbox-pragmaticplay-key',
    });
    const response = await sandboxProviderRoute(flood.request, {
      params: Promise.resolve({ provider: 'pragmaticplay', path: ['pragmatic', 'partner', 'demoGameUrl'] }),
    });
    await expectTooLarge(flood, response, { error: '7', description: 'Request body too large' });
  });

  it('a body within the limit is still read whole (the cashier form)', async () => {
    const response = await cashierDecisionRoute(
      new Request('http://localhost/api/v1/payments/sandbox/cashier/dep_unknown', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=APPROVED',
      }),
      { params: Promise.resolve({ reference: 'dep_unknown' }) },
    );
    // Read and understood: a valid outcome for an unknown payment is the cashier's 404 page, not a 400 or a 413.
    expect(response.status).toBe(404);
  });
});
