import type { PlayerProfile } from '@/lib/identity/schemas';
import type { PlayerRow } from '@/server/db/schema';

/** The spec's player profile (identity-and-account §3) from a row; never the password hash or tokens. */
export function toPlayerProfile(row: PlayerRow): PlayerProfile {
  return {
    playerId: row.playerId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    mobilePhone: row.mobilePhonePrefix && row.mobilePhoneNumber ? { prefix: row.mobilePhonePrefix, number: row.mobilePhoneNumber } : null,
    languageCode: row.languageCode,
    currencyCode: row.currencyCode,
    countryCode: row.countryCode,
    provinceCode: row.provinceCode,
    kycStatus: row.kycStatus,
    requestDocumentTypeStatus: row.requestDocumentTypeStatus,
    firstLogin: row.firstLogin,
    firstDepositDate: row.firstDepositDate?.toISOString() ?? null,
    payout: row.payout,
    casino: row.casino,
    liveCasino: row.liveCasino,
    sports: row.sports,
    virtualSports: row.virtualSports,
    bonuses: row.bonuses,
    deposit: row.deposit,
    withdrawal: row.withdrawal,
    termsAndConditionsAcceptedVersion: row.termsAndConditionsAcceptedVersion,
    loyaltyLevel: row.loyaltyLevel,
    limitLevel: row.limitLevel,
    affiliateReg: row.affId !== null,
    lastActivityDate: row.lastActivityDate?.toISOString() ?? null,
    registrationDate: row.createdAt.toISOString(),
  };
}
