import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MINIMUM_AGE_YEARS, type profileUpdateBodySchema, type RegistrationState } from '@/lib/identity/schemas';
import { currencyForCountry } from '@/lib/markets/countries';
import { getSmsSender } from '@/server/adapters/sms/get-sms-sender';
import { toE164Digits } from '@/server/adapters/sms/phone-number';
import type { Database } from '@/server/db/database';
import { players, type PlayerRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { isAtLeastAge, utcDay } from './age';
import { isRegistrationCountryAllowed, isSignUpLocationAllowed } from './country-check';
import { currentTermsVersion } from './current-terms-version';
import { completeRegistrationIfReady } from './registration-state';

type ProfileUpdate = z.output<typeof profileUpdateBodySchema>;

function underage(dateOfBirth: string): ApiError {
  return new ApiError(
    'error.registration.underage',
    undefined,
    {},
    {
      fieldErrors: [
        {
          objectName: 'profileUpdate',
          field: 'dateOfBirth',
          rejectedValue: dateOfBirth,
          status: 400,
          message: `Players must be at least ${MINIMUM_AGE_YEARS} years old.`,
          code: 'error.registration.underage',
        },
      ],
    },
  );
}

/**
 * Step 2 of sign-up (spec identity-and-account §3 "Profile update payload"), for the PRE_REGISTERED player the registration token
 * names: age (18+), an allowed country from an allowed location (the CDN's geo country), a valid phone, accepted terms (the current version is recorded).
 * A changed phone number must be verified again.
 */
export async function updateRegistrationProfile(
  db: Database,
  player: PlayerRow,
  update: ProfileUpdate,
  geoCountry: string | null,
  now = new Date(),
): Promise<RegistrationState> {
  if (!isAtLeastAge(update.dateOfBirth, utcDay(now), MINIMUM_AGE_YEARS)) throw underage(update.dateOfBirth);
  if (!isRegistrationCountryAllowed(update.countryCode) || !isSignUpLocationAllowed(geoCountry)) throw new ApiError('error.country.blocked');
  const phone = toE164Digits(update.mobilePhone.prefix, update.mobilePhone.number);
  if (!(await getSmsSender(db).isValidNumber(phone))) throw new ApiError('error.vonage.phone.invalid');

  const number = update.mobilePhone.number.replace(/^0+/, '');
  const phoneChanged = player.mobilePhonePrefix !== update.mobilePhone.prefix || player.mobilePhoneNumber !== number;
  const termsVersion = await currentTermsVersion(update.languageCode);
  await db
    .update(players)
    .set({
      dateOfBirth: update.dateOfBirth,
      postalCode: update.postalCode.toUpperCase(),
      mobilePhonePrefix: update.mobilePhone.prefix,
      mobilePhoneNumber: number,
      countryCode: update.countryCode,
      provinceCode: update.countryCode === 'CA' ? (update.provinceCode ?? null) : null,
      currencyCode: currencyForCountry(update.countryCode),
      languageCode: update.languageCode,
      termsAndConditionsAcceptedVersion: termsVersion ?? 1,
      profileCompletedAt: now,
      ...(phoneChanged ? { mobilePhoneVerifiedAt: null } : {}),
      updatedAt: now,
    })
    .where(eq(players.playerId, player.playerId));
  return completeRegistrationIfReady(db, player.playerId);
}
