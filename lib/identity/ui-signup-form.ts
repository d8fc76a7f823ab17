import { z } from 'zod';
import { getCountry } from '@/lib/markets/countries';
import { type LanguageCode } from '@/lib/markets/languages';
import { DEFAULT_SIGNUP_COUNTRY } from '@/lib/markets/locales';
import {
  MINIMUM_AGE_YEARS,
  cpfSchema,
  isoDateSchema,
  mobilePhoneSchema,
  profileUpdateBodySchema,
  registrationBodySchema,
  type ProfileUpdateBody,
} from './schemas';

/** Age in whole years on `today` for a yyyy-MM-dd birth date (UTC calendar dates, no time zone drift). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

const { firstName, lastName, email, password } = registrationBodySchema.shape;

/** Details step: who the player is. Under-18s are refused here, before anything is sent (the API refuses too). */
export const detailsFormSchema = (today: () => Date = () => new Date()) =>
  z.object({
    firstName,
    lastName,
    email,
    password,
    dateOfBirth: isoDateSchema.refine((value) => ageOn(value, today()) >= MINIMUM_AGE_YEARS, { message: 'underage' }),
  });

/** ContactInfo step: where to reach the player. The CPF is asked for in Brazil only. */
export const contactFormSchema = z.object({
  countryCode: z.string(),
  phonePrefix: mobilePhoneSchema.shape.prefix,
  phoneNumber: mobilePhoneSchema.shape.number,
  postCode: profileUpdateBodySchema.shape.postalCode,
  cpf: z.union([cpfSchema, z.literal('')]).optional(),
  termsAndConditions: z.boolean().refine((accepted) => accepted, { message: 'terms' }),
});

export type DetailsForm = z.input<ReturnType<typeof detailsFormSchema>>;
export type ContactForm = z.input<typeof contactFormSchema>;

/** Query keys captured on entry (spec identity-and-account §2, §9). */
export type SignupEntry = { bonusCode?: string; affId?: string; appsflyerToken?: string };

/** Spec identity-and-account §2: sign-up continues with an invalid or empty country, as the default sign-up country (FI). */
export function signupCountry(code: string | null | undefined): string {
  const country = code ? getCountry(code) : undefined;
  return country?.allowed ? country.code : DEFAULT_SIGNUP_COUNTRY;
}

/** Spec identity-and-account §3: the language code inen becomes en. */
export const payloadLanguage = (language: LanguageCode): LanguageCode => (language === 'inen' ? 'en' : language);

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The registration body (spec identity-and-account §3 "Registration payload") plus the entry's affiliate keys and bonus code. */
export function toRegistrationPayload(details: DetailsForm, contact: ContactForm, entry: SignupEntry, options: { sendBonusCode: boolean }) {
  return {
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    email: details.email.trim().toLowerCase(),
    mobilePhone: { prefix: digitsOnly(contact.phonePrefix), number: digitsOnly(contact.phoneNumber) },
    password: details.password,
    ...(entry.affId ? { affId: entry.affId } : {}),
    ...(entry.appsflyerToken ? { appsflyerToken: entry.appsflyerToken } : {}),
    ...(contact.cpf ? { cpf: digitsOnly(contact.cpf) } : {}),
    ...(options.sendBonusCode && entry.bonusCode ? { bonusCode: entry.bonusCode } : {}),
  };
}

/** The profile update body (spec identity-and-account §3): postCode → postalCode, termsAndConditions → termsAndConditionsAccepted. */
export function toProfileUpdatePayload(playerId: number, details: DetailsForm, contact: ContactForm, language: LanguageCode): ProfileUpdateBody {
  // The form refuses to submit without it; this guards the mapping itself.
  if (!contact.termsAndConditions) throw new Error('The terms and conditions were not accepted');
  return {
    playerId,
    dateOfBirth: details.dateOfBirth,
    postalCode: contact.postCode.trim(),
    mobilePhone: { prefix: digitsOnly(contact.phonePrefix), number: digitsOnly(contact.phoneNumber) },
    countryCode: signupCountry(contact.countryCode),
    termsAndConditionsAccepted: true,
    languageCode: payloadLanguage(language),
  };
}
