import { revalidateTag } from 'next/cache';
import { signWebhookPayload } from '@/server/content/webhook/signature';

// revalidateTag needs a running Next server; here it is recorded instead.
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: jest.fn() }));

const SECRET = 'integration-webhook-secret';
type Route = typeof import('@/app/api/revalidate/route');
let POST: Route['POST'];

beforeAll(async () => {
  // server/env.ts reads the environment when first imported, so the secret is set before the route loads.
  process.env.SANITY_WEBHOOK_SECRET = SECRET;
  ({ POST } = await import('@/app/api/revalidate/route'));
});
afterAll(() => {
  delete process.env.SANITY_WEBHOOK_SECRET;
});
beforeEach(() => jest.mocked(revalidateTag).mockClear());

function webhook(body: string, signature: string | null): Request {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signature !== null) headers.set('sanity-webhook-signature', signature);
  return new Request('http://localhost/api/revalidate', { method: 'POST', headers, body });
}

const body = JSON.stringify({ _id: 'casino-aces-high', _type: 'casinoGames', slug: { current: 'aces-high' } });

describe('POST /api/revalidate', () => {
  it('expires the type, document and slug tags of a signed change', async () => {
    const response = await POST(webhook(body, signWebhookPayload(body, SECRET)));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const tags = ['content:type:casinoGames', 'content:id:casino-aces-high', 'content:slug:casinoGames:aces-high'];
    expect(await response.json()).toEqual({ revalidated: true, tags });
    expect(jest.mocked(revalidateTag).mock.calls).toEqual(tags.map((tag) => [tag, { expire: 0 }]));
  });

  it('accepts a change without a slug (settings, banners…)', async () => {
    const settings = JSON.stringify({ _id: 'casinoSettings', _type: 'casinoSettings' });
    const response = await POST(webhook(settings, signWebhookPayload(settings, SECRET)));
    expect(await response.json()).toEqual({ revalidated: true, tags: ['content:type:casinoSettings', 'content:id:casinoSettings'] });
  });

  it.each([
    ['missing', null],
    ['malformed', 'sha256=abc'],
    ['signed with another secret', signWebhookPayload(body, 'not-the-secret')],
    ['expired', signWebhookPayload(body, SECRET, Date.now() - 6 * 60 * 1000)],
    ['for another body', signWebhookPayload(body.replace('aces', 'ices'), SECRET)],
  ])('answers 401 for a %s signature and revalidates nothing', async (_case, signature) => {
    const response = await POST(webhook(body, signature));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 401,
      code: 'error.webhook.signature_invalid',
      message: 'The webhook signature is missing, invalid or expired.',
    });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 with field errors for a signed body of the wrong shape', async () => {
    const bad = JSON.stringify({ _type: 'casinoGames', slug: { current: '' } });
    const response = await POST(webhook(bad, signWebhookPayload(bad, SECRET)));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { code: string; fieldErrors: { objectName: string; field: string; rejectedValue: unknown }[] };
    expect(answer.code).toBe('error.request.validation');
    expect(answer.fieldErrors.map((e) => [e.objectName, e.field, e.rejectedValue])).toEqual([
      ['contentWebhook', '_id', null],
      ['contentWebhook', 'slug.current', ''],
    ]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 for a signed body that is not JSON', async () => {
    const response = await POST(webhook('{oops', signWebhookPayload('{oops', SECRET)));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'error.request.malformed_json' });
  });

  it('answers 413 for an oversized body before checking anything else', async () => {
    const huge = JSON.stringify({ _id: 'x', _type: 'banner', padding: 'x'.repeat(70 * 1024) });
    const response = await POST(webhook(huge, signWebhookPayload(huge, SECRET)));
    expect(response.status).toBe(413);
  });
});
