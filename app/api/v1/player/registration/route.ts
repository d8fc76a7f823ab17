import { registerPlayer as registerPlayerContract, updateRegistrationProfile as updateRegistrationProfileContract } from '@/lib/identity/contracts';
import { authorizeRegistration } from '@/server/domains/identity/registration-access';
import { registerPlayer } from '@/server/domains/identity/register-player';
import { requireCaptcha } from '@/server/domains/identity/require-captcha';
import { updateRegistrationProfile } from '@/server/domains/identity/update-registration-profile';
import { clientInfo } from '@/server/http/client-info';
import { signUpCountries } from '@/server/http/registration-context';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Step 1: the registration payload → a PRE_REGISTERED player and its registration token (201). */
export const POST = withContract(registerPlayerContract, async ({ db, body, request }) => {
  await requireCaptcha(request, clientInfo(request).ipAddress);
  return registerPlayer(db, { body, countries: signUpCountries(request) });
});

/** Step 2: the profile update payload, authorised by the Registration-Token header. */
export const PUT = withContract(updateRegistrationProfileContract, async ({ db, body, request }) => {
  const player = await authorizeRegistration(db, request, body.playerId);
  return updateRegistrationProfile(db, player, body, clientInfo(request).countryCode);
});
