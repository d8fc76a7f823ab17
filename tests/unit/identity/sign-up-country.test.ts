/** @jest-environment node */
import { isSignUpLocationAllowed, signUpCountry } from '@/server/domains/identity/country-check';

describe('signUpCountry (the CDN geo country wins; the form only hints)', () => {
  it.each([
    [{ geoCountry: 'US', formCountry: 'FI' }, 'US'],
    [{ geoCountry: 'NO', formCountry: 'US' }, 'NO'],
    [{ geoCountry: 'FI', formCountry: null }, 'FI'],
    [{ geoCountry: null, formCountry: 'NO' }, 'NO'],
    [{ geoCountry: null, formCountry: null }, null],
  ])('%j → %j', (countries, expected) => {
    expect(signUpCountry(countries)).toBe(expected);
  });

  it('allows step 2 from an unknown or allowed location only', () => {
    expect(isSignUpLocationAllowed(null)).toBe(true);
    expect(isSignUpLocationAllowed('FI')).toBe(true);
    expect(isSignUpLocationAllowed('US')).toBe(false);
  });
});
