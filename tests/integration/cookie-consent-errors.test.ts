import { randomUUID } from 'node:crypto';
import { GET, PATCH } from '@/app/api/v1/player/cookies/consent/route';
import { CONSENT_PATH, countConsents, patchConsent, validConsentBody, type ErrorBody } from './support/cookie-consent';
import { setClientAddressPolicyForTests } from '@/server/http/client-info';
import { apiRequest, readJson } from './support/http';
import { useTestDatabase } from './support/setup';

const database = useTestDatabase();
const FIELD_ERROR_KEYS = ['code', 'field', 'message', 'objectName', 'rejectedValue', 'status'];

describe('invalid cookie-consent requests (nothing is written)', () => {
  afterEach(async () => {
    // Every test here ends by proving nothing was written.
    // oxlint-disable-next-line jest/no-standalone-expect
    expect(await countConsents(database().handle.db)).toBe(0);
  });

  it('malformed JSON → 400 error.request.malformed_json', async () => {
    const response = await PATCH(apiRequest(CONSENT_PATH, { method: 'PATCH', rawBody: '{"consentId": ', headers: { 'content-type': 'application/json' } }));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ status: 400, code: 'error.request.malformed_json', message: expect.any(String) });
  });

  it('a body that is not JSON → 415 error.request.unsupported_media_type', async () => {
    const response = await PATCH(
      apiRequest(CONSENT_PATH, { method: 'PATCH', rawBody: 'consentId=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    );
    expect(response.status).toBe(415);
    expect((await readJson<ErrorBody>(response)).code).toBe('error.request.unsupported_media_type');
  });

  it('wrong types → 400 with one complete field error per field', async () => {
    const response = await patchConsent({
      consentId: 42,
      accepted: 'yes',
      version: 1.5,
      options: { essentials: true, performanceFunctional: 'no', marketing: true },
    });
    expect(response.status).toBe(400);
    const body = await readJson<ErrorBody>(response);
    expect(body).toMatchObject({ status: 400, code: 'error.request.validation', message: expect.any(String) });
    for (const fieldError of body.fieldErrors ?? []) expect(Object.keys(fieldError).sort()).toEqual(FIELD_ERROR_KEYS);
    const byField = Object.fromEntries((body.fieldErrors ?? []).map((error) => [error.field, error]));
    expect(Object.keys(byField).sort()).toEqual(['accepted', 'consentId', 'options.performanceFunctional', 'version']);
    expect(byField.consentId).toEqual({
      objectName: 'cookieConsent',
      field: 'consentId',
      rejectedValue: 42,
      status: 400,
      message: expect.any(String),
      code: 'invalid_type',
    });
    expect(byField.accepted).toMatchObject({ rejectedValue: 'yes', code: 'invalid_type' });
    expect(byField.version).toMatchObject({ rejectedValue: 1.5, code: 'invalid_type' });
    expect(byField['options.performanceFunctional']).toMatchObject({ rejectedValue: 'no', code: 'invalid_type', objectName: 'cookieConsent' });
  });

  it('essentials: false → 400 invalid_value (essentials cannot be refused)', async () => {
    const response = await patchConsent(validConsentBody({ options: { essentials: false, performanceFunctional: true, marketing: true } }));
    expect(response.status).toBe(400);
    const [fieldError] = (await readJson<ErrorBody>(response)).fieldErrors ?? [];
    expect(fieldError).toEqual({
      objectName: 'cookieConsent',
      field: 'options.essentials',
      rejectedValue: false,
      status: 400,
      message: 'essentials cannot be refused',
      code: 'invalid_value',
    });
  });

  it('an unknown cookie category → 400 unrecognized_keys naming it', async () => {
    const response = await patchConsent(validConsentBody({ options: { essentials: true, performanceFunctional: true, marketing: true, analytics: true } }));
    expect(response.status).toBe(400);
    expect((await readJson<ErrorBody>(response)).fieldErrors).toEqual([
      { objectName: 'cookieConsent', field: 'options.analytics', rejectedValue: true, status: 400, message: expect.any(String), code: 'unrecognized_keys' },
    ]);
  });

  it('version 0 → too_small; a consent id that is not a UUID → invalid_format', async () => {
    const response = await patchConsent(validConsentBody({ version: 0, consentId: 'banner-1' }));
    const codes = Object.fromEntries(((await readJson<ErrorBody>(response)).fieldErrors ?? []).map((error) => [error.field, error.code]));
    expect(codes).toEqual({ version: 'too_small', consentId: 'invalid_format' });
  });

  it('a missing body → 400 with a field error for the whole object (rejectedValue null)', async () => {
    const response = await PATCH(apiRequest(CONSENT_PATH, { method: 'PATCH' }));
    expect(response.status).toBe(400);
    expect((await readJson<ErrorBody>(response)).fieldErrors).toEqual([
      { objectName: 'cookieConsent', field: '', rejectedValue: null, status: 400, message: expect.any(String), code: 'invalid_type' },
    ]);
  });

  it('GET without consentId → 400 with a field error for consentId', async () => {
    const response = await GET(apiRequest(CONSENT_PATH));
    expect(response.status).toBe(400);
    expect((await readJson<ErrorBody>(response)).fieldErrors).toEqual([
      { objectName: 'cookieConsent', field: 'consentId', rejectedValue: null, status: 400, message: expect.any(String), code: 'invalid_type' },
    ]);
  });

  it('an oversized body → 413 error.request.too_large', async () => {
    const response = await patchConsent(validConsentBody({ padding: 'x'.repeat(70_000) }));
    expect(response.status).toBe(413);
    expect((await readJson<ErrorBody>(response)).code).toBe('error.request.too_large');
  });

  it('more than 30 calls a minute from one client → 429 error.rate_limit.exceeded with Retry-After', async () => {
    // One trusted proxy in front: the X-Forwarded-For entry it appended (the last) names the client.
    setClientAddressPolicyForTests({ trustedProxyHops: 1 });
    const request = () => GET(apiRequest(`${CONSENT_PATH}?consentId=${randomUUID()}`, { headers: { 'x-forwarded-for': '203.0.113.7' } }));
    for (let i = 0; i < 30; i += 1) expect((await request()).status).toBe(404);
    const limited = await request();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await readJson(limited)).toEqual({ status: 429, code: 'error.rate_limit.exceeded', message: expect.any(String) });
    // Another client is counted separately, and a limited PATCH writes nothing.
    expect((await GET(apiRequest(`${CONSENT_PATH}?consentId=${randomUUID()}`, { headers: { 'x-forwarded-for': '198.51.100.1' } }))).status).toBe(404);
    for (let i = 0; i < 31; i += 1) await patchConsent(validConsentBody({ version: 0 }), { 'x-forwarded-for': '192.0.2.9' });
    expect((await patchConsent(validConsentBody(), { 'x-forwarded-for': '192.0.2.9' })).status).toBe(429);
  });

  it('with no trusted proxy, a client-written X-Forwarded-For does not buy a fresh budget', async () => {
    setClientAddressPolicyForTests({ trustedProxyHops: 0 });
    const request = (i: number) =>
      GET(apiRequest(`${CONSENT_PATH}?consentId=${randomUUID()}`, { headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` } }));
    for (let i = 0; i < 30; i += 1) expect((await request(i)).status).toBe(404);
    expect((await request(30)).status).toBe(429);
  });

  it('behind one trusted proxy, the client-written first entries do not buy a fresh budget; the appended last one decides', async () => {
    setClientAddressPolicyForTests({ trustedProxyHops: 1 });
    const request = (forwardedFor: string) => GET(apiRequest(`${CONSENT_PATH}?consentId=${randomUUID()}`, { headers: { 'x-forwarded-for': forwardedFor } }));
    for (let i = 0; i < 30; i += 1) expect((await request(`192.0.2.${i}, 203.0.113.7`)).status).toBe(404);
    expect((await request('192.0.2.200, 203.0.113.7')).status).toBe(429);
    expect((await request('203.0.113.7, 203.0.113.8')).status).toBe(404);
  });
});
