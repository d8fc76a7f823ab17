import { profileUpdateBodySchema, registrationBodySchema } from '@/lib/identity/schemas';
import { readSignupEntry } from '@/lib/identity/ui-signup-entry';
import {
  ageOn,
  detailsFormSchema,
  payloadLanguage,
  signupCountry,
  toProfileUpdatePayload,
  toRegistrationPayload,
  type ContactForm,
  type DetailsForm,
} from '@/lib/identity/ui-signup-form';
import { signupStepCount, signupVariantForMarket } from '@/lib/identity/ui-signup-variant';
import { IntlMessageFormat } from 'intl-messageformat';
import en from '@/messages/en.json';
import fi from '@/messages/fi.json';
import { countriesForSignup } from '@/lib/markets';

const details: DetailsForm = { firstName: ' Aino ', lastName: 'Virtanen', email: 'Aino@Example.com ', password: 'Harbour-2026', dateOfBirth: '1990-02-28' };
const contact: ContactForm = { countryCode: 'FI', phonePrefix: '358', phoneNumber: '40 123-4567', postCode: ' 00100 ', cpf: '', termsAndConditions: true };

describe('sign-up payload mapping (spec identity-and-account §3)', () => {
  it('registration: names trimmed, e-mail lower-cased, phone as prefix plus digits, entry keys sent along', () => {
    const body = toRegistrationPayload(details, contact, { bonusCode: 'WELCOME50', affId: 'aff-7', appsflyerToken: 'af-token' }, { sendBonusCode: true });
    expect(body).toEqual({
      firstName: 'Aino',
      lastName: 'Virtanen',
      email: 'aino@example.com',
      mobilePhone: { prefix: '358', number: '401234567' },
      password: 'Harbour-2026',
      affId: 'aff-7',
      appsflyerToken: 'af-token',
      bonusCode: 'WELCOME50',
    });
    expect(registrationBodySchema.safeParse(body).success).toBe(true);
  });

  it('registration leaves out empty entry keys and the bonus code when the platform does not take it', () => {
    const body = toRegistrationPayload(details, contact, { bonusCode: 'X' }, { sendBonusCode: false });
    expect(Object.keys(body)).toEqual(['firstName', 'lastName', 'email', 'mobilePhone', 'password']);
  });

  it('profile update: postCode → postalCode, termsAndConditions → termsAndConditionsAccepted, dateOfBirth yyyy-MM-dd', () => {
    const body = toProfileUpdatePayload(42, details, contact, 'fi');
    expect(body).toEqual({
      playerId: 42,
      dateOfBirth: '1990-02-28',
      postalCode: '00100',
      mobilePhone: { prefix: '358', number: '401234567' },
      countryCode: 'FI',
      termsAndConditionsAccepted: true,
      languageCode: 'fi',
    });
    expect(body).not.toHaveProperty('postCode');
    expect(body).not.toHaveProperty('termsAndConditions');
    expect(profileUpdateBodySchema.safeParse(body).success).toBe(true);
  });

  it('the language code inen becomes en; others stay', () => {
    expect(payloadLanguage('inen')).toBe('en');
    expect(payloadLanguage('caf')).toBe('caf');
    expect(toProfileUpdatePayload(1, details, contact, 'inen').languageCode).toBe('en');
  });

  it('refuses to map a profile without accepted terms', () => {
    expect(() => toProfileUpdatePayload(1, details, { ...contact, termsAndConditions: false }, 'en')).toThrow(/terms/);
  });

  it('sign-up continues with an invalid or empty country as FI', () => {
    expect(signupCountry('')).toBe('FI');
    expect(signupCountry(null)).toBe('FI');
    expect(signupCountry('ZZ')).toBe('FI');
    expect(signupCountry('no')).toBe('NO');
    expect(toProfileUpdatePayload(1, details, { ...contact, countryCode: 'not-a-country' }, 'en').countryCode).toBe('FI');
  });

  it('the Global market in English hides BG, CH and PL; other markets keep them', () => {
    const codes = (list: readonly { code: string }[]) => new Set(list.map((c) => c.code));
    const global = codes(countriesForSignup('UN', 'en'));
    for (const hidden of ['BG', 'CH', 'PL']) expect(global.has(hidden)).toBe(false);
    expect(global.has('FI')).toBe(true);
    expect(codes(countriesForSignup('PL', 'pl')).has('PL')).toBe(true);
  });

  it('the short variant (no Verification) applies in NZ only', () => {
    expect(signupVariantForMarket('NZ')).toBe('short');
    expect(signupVariantForMarket('UN')).toBe('full');
    expect(signupVariantForMarket('FI')).toBe('full');
  });

  it('the page intro names the number of steps of the market: three in NZ, four elsewhere', () => {
    expect(signupStepCount('NZ')).toBe(3);
    expect(signupStepCount('UN')).toBe(4);
    const intro = (message: string, market: 'NZ' | 'UN', locale: string) =>
      new IntlMessageFormat(message, locale).format({ steps: signupStepCount(market), age: 18 });
    expect(intro(en.pages.signup.intro, 'NZ', 'en')).toBe('Open your account in three short steps. You need to be 18 or older.');
    expect(intro(en.pages.signup.intro, 'UN', 'en')).toBe('Open your account in four short steps. You need to be 18 or older.');
    expect(intro(fi.pages.signup.intro, 'NZ', 'fi')).toContain('kolmessa');
  });
});

describe('under-18s are refused client-side', () => {
  const today = new Date('2026-11-22T12:00:00Z');
  const schema = detailsFormSchema(() => today);

  it('computes age on calendar dates', () => {
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
    expect(ageOn('2008-12-01', today)).toBe(17);
  });

  it('accepts an 18th birthday today and refuses the day after with "underage"', () => {
    expect(schema.safeParse({ ...details, dateOfBirth: '2008-11-22' }).success).toBe(true);
    const result = schema.safeParse({ ...details, dateOfBirth: '2008-11-23' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['dateOfBirth', 'underage']]);
  });

  it('refuses a date that is not yyyy-MM-dd', () => {
    expect(schema.safeParse({ ...details, dateOfBirth: '28.02.1990' }).success).toBe(false);
  });
});

describe('entry keys', () => {
  it('reads bonusCode, aff_id and appsflyer_token and removes only the bonus code from the URL', () => {
    const { entry, cleanedHref } = readSignupEntry('https://site.example/en-UN/signup?bonusCode=WELCOME50&aff_id=a1&appsflyer_token=t9#top');
    expect(entry).toEqual({ bonusCode: 'WELCOME50', affId: 'a1', appsflyerToken: 't9' });
    expect(cleanedHref).toBe('/en-UN/signup?aff_id=a1&appsflyer_token=t9#top');
  });

  it('leaves the URL alone without a bonus code', () => {
    const { entry, cleanedHref } = readSignupEntry('https://site.example/en-UN/signup?aff_id=a1');
    expect(entry).toEqual({ bonusCode: undefined, affId: 'a1', appsflyerToken: undefined });
    expect(cleanedHref).toBeNull();
  });
});
