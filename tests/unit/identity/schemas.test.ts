import { profileUpdateBodySchema, registrationBodySchema, passwordSchema } from '@/lib/identity/schemas';

const registration = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  email: ' Aino@Example.COM ',
  mobilePhone: { prefix: '358', number: '40 111-2233' },
  password: 'Harbour-2026',
};

describe('identity schemas', () => {
  it('normalises the registration payload: e-mail lower-cased and trimmed, phone digits only', () => {
    expect(registrationBodySchema.parse(registration)).toMatchObject({ email: 'aino@example.com', mobilePhone: { prefix: '358', number: '401112233' } });
  });

  it('refuses unknown keys and a + in the prefix', () => {
    expect(registrationBodySchema.safeParse({ ...registration, role: 'admin' }).success).toBe(false);
    expect(registrationBodySchema.safeParse({ ...registration, mobilePhone: { prefix: '+358', number: '401112233' } }).success).toBe(false);
  });

  it.each([
    ['short1A', false],
    ['longenough', false],
    ['12345678', false],
    ['longenough1', true],
    ['pässwörd9', true],
  ])('password %s valid: %s', (password, valid) => {
    expect(passwordSchema.safeParse(password).success).toBe(valid);
  });

  it('maps languageCode inen to en and requires accepted terms and a real yyyy-MM-dd date', () => {
    const base = {
      playerId: 1,
      dateOfBirth: '1990-05-17',
      postalCode: '00100',
      mobilePhone: { prefix: '358', number: '401112233' },
      countryCode: 'fi',
      termsAndConditionsAccepted: true,
      languageCode: 'inen',
    };
    expect(profileUpdateBodySchema.parse(base)).toMatchObject({ languageCode: 'en', countryCode: 'FI' });
    expect(profileUpdateBodySchema.safeParse({ ...base, termsAndConditionsAccepted: false }).success).toBe(false);
    expect(profileUpdateBodySchema.safeParse({ ...base, dateOfBirth: '1990-02-30' }).success).toBe(false);
    expect(profileUpdateBodySchema.safeParse({ ...base, languageCode: 'xx' }).success).toBe(false);
  });
});
