import { profileUpdateBodySchema, registrationBodySchema } from '@/lib/identity/schemas';
import { authorizeRegistration } from '@/server/domains/identity/registration-access';
import { registerPlayer } from '@/server/domains/identity/register-player';
import { requireCaptcha } from '@/server/domains/identity/require-captcha';
import { updateRegistrationProfile } from '@/server/domains/identity/update-registration-profile';
import { clientInfo } from '@/server/http/client-info';
import { signUpCountries } from '@/server/http/registration-context';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Per IP: sign-up is the cheapest way to probe for e-mail addresses and to spend SMS money.
const rateLimit = { key: 'registration', limit: 10, windowMs: 10 * 60_000 };

/** Step 1: the registration payload → a PRE_REGISTERED player and its registration token (201). */
export const POST = withHandler({ objectName: 'registration', body: registrationBodySchema, rateLimit }, async ({ db, body, request }) => {
  await requireCaptcha(request, clientInfo(request).ipAddress);
  return Response.json(await registerPlayer(db, { body, countries: signUpCountries(request) }), { status: 201 });
});

/** Step 2: the profile update payload, authorised by the Registration-Token header. */
export const PUT = withHandler({ objectName: 'profileUpdate', body: profileUpdateBodySchema, rateLimit }, async ({ db, body, request }) => {
  const player = await authorizeRegistration(db, request, body.playerId);
  return Response.json(await updateRegistrationProfile(db, player, body, clientInfo(request).countryCode));
});
