import {
  COOKIE_CONSENT_STORAGE_KEY,
  DEFAULT_COOKIE_OPTIONS,
  consentProofBody,
  loadCookieConsent,
  parseCookieConsent,
  saveCookieConsent,
  sendConsentProof,
  type CookieConsentRecord,
} from '@/lib/ui/cookie-consent';

const CONSENT_ENDPOINT = '/api/v1/player/cookies/consent';
const ID = '3f0e6a52-8a0b-4c55-9b3e-0d3a3f0c1f11';
const record: CookieConsentRecord = { options: { essentials: true, performanceFunctional: false, marketing: true }, accepted: true, consentId: ID };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('cookie consent defaults', () => {
  it('turns all three categories on by default (spec)', () => {
    expect(DEFAULT_COOKIE_OPTIONS).toEqual({ essentials: true, performanceFunctional: true, marketing: true });
  });
});

describe('parseCookieConsent', () => {
  it('reads a valid record', () => {
    expect(parseCookieConsent(JSON.stringify(record))).toEqual(record);
  });

  it('forces essentials on even if the stored value says otherwise', () => {
    const stored = JSON.stringify({ ...record, options: { ...record.options, essentials: false } });
    expect(parseCookieConsent(stored)?.options.essentials).toBe(true);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['an array', '[]'],
    ['no options', JSON.stringify({ accepted: true, consentId: ID })],
    ['a non-boolean category', JSON.stringify({ ...record, options: { performanceFunctional: 'yes', marketing: true } })],
    ['a missing accepted flag', JSON.stringify({ options: record.options, consentId: ID })],
    ['a consent id that is not a uuid', JSON.stringify({ ...record, consentId: 'abc' })],
  ])('treats %s as no decision', (_label, raw) => {
    expect(parseCookieConsent(raw)).toBeNull();
  });
});

describe('load and save', () => {
  it('saves under the cookieConsent key and loads it back', () => {
    const storage = memoryStorage();
    expect(saveCookieConsent(storage, record)).toBe(true);
    expect(JSON.parse(storage.data.get(COOKIE_CONSENT_STORAGE_KEY)!)).toEqual(record);
    expect(loadCookieConsent(storage)).toEqual(record);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadCookieConsent(broken)).toBeNull();
    expect(saveCookieConsent(broken, record)).toBe(false);
  });
});

describe('proof of consent', () => {
  it('builds the PATCH body of the consent endpoint', () => {
    expect(consentProofBody(record)).toEqual({ consentId: ID, accepted: true, version: 1, options: record.options });
  });

  it('sends it fire-and-forget (keepalive) and swallows failures', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new Error('offline'));
    await expect(sendConsentProof(record, fetchImpl)).resolves.toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledWith(
      CONSENT_ENDPOINT,
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify(consentProofBody(record)), keepalive: true }),
    );
  });

  it('does not throw when fetch throws synchronously', async () => {
    const fetchImpl = jest.fn(() => {
      throw new TypeError('no fetch');
    });
    await expect(sendConsentProof(record, fetchImpl as unknown as typeof fetch)).resolves.toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
