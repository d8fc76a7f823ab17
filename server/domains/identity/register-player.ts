import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_SIGNUP_COUNTRY } from '@/lib/markets/locales';
import { currencyForCountry } from '@/lib/markets/countries';
import type { registrationBodySchema, RegistrationResponse } from '@/lib/identity/schemas';
import { getSmsSender } from '@/server/adapters/sms/get-sms-sender';
import { toE164Digits } from '@/server/adapters/sms/phone-number';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import { uniqueViolation } from '@/server/db/unique-violation';
import { ApiError } from '@/server/http/errors';
import { isRegistrationCountryAllowed, signUpCountry, type SignUpCountries } from './country-check';
import { newSecret, hashSecret } from './one-time-code';
import { getIdentityProvider } from '@/server/identity/provider/get-identity-provider';

/** The registration token authorises the profile update and code calls for one hour. */
export const REGISTRATION_TOKEN_TTL_MS = 60 * 60_000;

export interface RegisterPlayerInput {
  body: z.output<typeof registrationBodySchema>;
  /** The CDN's geo country and the form's `country` header: the geo country wins (country-check.ts). */
  countries: SignUpCountries;
}

function cpfDuplicate(cpf: string): ApiError {
  return new ApiError(
    'error.cpf.duplicate_found',
    undefined,
    {},
    {
      fieldErrors: [
        {
          objectName: 'registration',
          field: 'cpf',
          rejectedValue: cpf,
          status: 409,
          message: 'This CPF is already registered.',
          code: 'error.cpf.duplicate_found',
        },
      ],
    },
  );
}

/**
 * Step 1 of sign-up (spec identity-and-account §3 "Registration payload"): a PRE_REGISTERED player and a registration token. The
 * profile update (PUT) and a verified phone or e-mail complete it (completeRegistrationIfReady).
 */
export async function registerPlayer(db: Database, { body, countries }: RegisterPlayerInput): Promise<RegistrationResponse> {
  const countryCode = signUpCountry(countries) ?? DEFAULT_SIGNUP_COUNTRY;
  if (!isRegistrationCountryAllowed(countryCode)) throw new ApiError('error.country.blocked');
  const phone = toE164Digits(body.mobilePhone.prefix, body.mobilePhone.number);
  if (!(await getSmsSender(db).isValidNumber(phone))) throw new ApiError('error.vonage.phone.invalid');

  const [existing] = await db.select({ playerId: players.playerId }).from(players).where(eq(players.email, body.email)).limit(1);
  if (existing) throw new ApiError('error.registration.player_already_exists');
  if (body.cpf) {
    const [sameCpf] = await db.select({ playerId: players.playerId }).from(players).where(eq(players.cpf, body.cpf)).limit(1);
    if (sameCpf) throw cpfDuplicate(body.cpf);
  }

  const token = newSecret();
  const tokenExpiresAt = new Date(Date.now() + REGISTRATION_TOKEN_TTL_MS);
  // Cognito first: if it refuses, no player row exists; a Cognito user left by a failed insert is harmless (no profile).
  const { passwordHash } = await getIdentityProvider().registerUser({ email: body.email, password: body.password });
  try {
    const [row] = await db
      .insert(players)
      .values({
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        mobilePhonePrefix: body.mobilePhone.prefix,
        mobilePhoneNumber: body.mobilePhone.number.replace(/^0+/, ''),
        countryCode: countryCode.toUpperCase(),
        languageCode: 'en',
        currencyCode: currencyForCountry(countryCode),
        status: 'PRE_REGISTERED',
        affId: body.affId ?? null,
        appsflyerToken: body.appsflyerToken ?? null,
        cpf: body.cpf ?? null,
        signupBonusCode: body.bonusCode ?? null,
        registrationTokenHash: hashSecret(token),
        registrationTokenExpiresAt: tokenExpiresAt,
      })
      .returning({ playerId: players.playerId, status: players.status });
    return { playerId: row.playerId, token, status: row.status, tokenExpiresAt: tokenExpiresAt.toISOString() };
  } catch (error) {
    // Two sign-ups racing with the same e-mail or CPF: the unique index decides, the loser gets the same answer.
    const constraint = uniqueViolation(error);
    if (constraint === 'players_email_unique') throw new ApiError('error.registration.player_already_exists');
    if (constraint === 'players_cpf_unique' && body.cpf) throw cpfDuplicate(body.cpf);
    throw error;
  }
}
