import type { NewPlayerRow } from '../schema';

/** Password of every demo player (README); never used outside the seed. */
export const DEMO_PASSWORD = 'Demo-Player-2026!';

export type DemoPlayer = Omit<NewPlayerRow, 'playerId' | 'passwordHash' | 'createdAt' | 'updatedAt'> & {
  /** Why this player exists, printed by `npm run db:seed`. */
  purpose: string;
};

/** One player per situation the site must show: an ordinary account, a regulated province, blocked accounts. */
export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  {
    purpose: 'ordinary player, Finland',
    email: 'demo@example.com',
    firstName: 'Demo',
    lastName: 'Player',
    dateOfBirth: '1990-01-15',
    mobilePhonePrefix: '358',
    mobilePhoneNumber: '401234567',
    countryCode: 'FI',
    languageCode: 'fi',
    currencyCode: 'EUR',
    status: 'REGISTERED',
    termsAndConditionsAcceptedVersion: 1,
  },
  {
    purpose: 'Canada, Ontario (regulated province)',
    email: 'ontario@example.com',
    firstName: 'Olivia',
    lastName: 'Tremblay',
    dateOfBirth: '1988-06-02',
    mobilePhonePrefix: '1',
    mobilePhoneNumber: '4165550123',
    countryCode: 'CA',
    provinceCode: 'ON',
    languageCode: 'ca',
    currencyCode: 'CAD',
    status: 'REGISTERED',
    termsAndConditionsAcceptedVersion: 1,
  },
  {
    purpose: 'self-excluded account',
    email: 'self-excluded@example.com',
    firstName: 'Sami',
    lastName: 'Excluded',
    dateOfBirth: '1985-11-20',
    mobilePhonePrefix: '358',
    mobilePhoneNumber: '401234568',
    countryCode: 'FI',
    languageCode: 'en',
    currencyCode: 'EUR',
    status: 'SELF_EXCLUDED',
    termsAndConditionsAcceptedVersion: 1,
  },
  {
    purpose: 'payout-restricted account (payout flag set)',
    email: 'payout@example.com',
    firstName: 'Paula',
    lastName: 'Payout',
    dateOfBirth: '1979-03-08',
    mobilePhonePrefix: '358',
    mobilePhoneNumber: '401234569',
    countryCode: 'FI',
    languageCode: 'en',
    currencyCode: 'EUR',
    status: 'PAYOUT',
    payout: true,
    termsAndConditionsAcceptedVersion: 1,
  },
];
