// Isomorphic: the identity endpoints, relative to the platform API base (`/api`). Methods in docs/api.md.
export const IDENTITY_PATHS = {
  registration: '/v1/player/registration', // POST register, PUT profile update
  smsRequest: '/v1/player/registration/sms_request',
  smsVerification: '/v1/player/registration/sms_verification',
  emailRequest: '/v1/player/registration/email_request',
  emailVerification: '/v1/player/registration/email_verification',
  login: '/v1/player/login',
  loginInfo: '/v1/player/login/info',
  signOut: '/v1/player/sign_out',
  player: '/v1/player',
  passwordReset: '/v1/player/password_reset',
  passwordResetSmsVerification: '/v1/player/password_reset/sms_verification',
  newPassword: '/v1/player/password_reset/new_password',
  newPasswordEmail: '/v1/player/password_reset/new_password/email',
  updateTermsVersion: '/v1/player/update_term_and_condition_version',
  accessDetails: '/v1/player/access/details',
  accessContext: '/v1/player/access/context',
  activityCheck: '/v1/player/activity_check',
  identityConfig: '/v1/player/identity-config',
} as const;
