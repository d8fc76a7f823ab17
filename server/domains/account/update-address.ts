import 'server-only';
import { and, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import { ADDRESS_LOCKING_KYC, checkProvinceChange, isAddressLocked } from '@/lib/account/address-policy';
import { checkPostcode } from '@/lib/account/postcode';
import type { addressBodySchema, AddressAnswer } from '@/lib/account/schemas';
import type { Database } from '@/server/db/database';
import { players, type PlayerRow } from '@/server/db/schema';
import { getPlayerOrThrow } from '@/server/domains/identity';
import { ApiError, ValidationError, type FieldError } from '@/server/http/errors';

type Body = z.output<typeof addressBodySchema>;

const fieldError = (field: string, rejectedValue: unknown, code: string, message: string): FieldError => ({
  objectName: 'address',
  field,
  rejectedValue: rejectedValue ?? null,
  status: 400,
  message,
  code,
});

/** The columns to write, or the field errors: the postcode in the country's format, the province in Canada. */
function changes(player: PlayerRow, body: Body): { set: Partial<PlayerRow>; updated: AddressAnswer['updated'] } {
  const errors: FieldError[] = [];
  const set: Partial<PlayerRow> = {};
  const updated: AddressAnswer['updated'] = [];
  if (body.address !== undefined && body.city !== undefined && body.postalCode !== undefined) {
    const postcode = checkPostcode(player.countryCode, body.postalCode);
    if (postcode.ok) {
      Object.assign(set, { address: body.address, city: body.city, postalCode: postcode.value === '' ? null : postcode.value });
      updated.push('address');
    } else errors.push(fieldError('postalCode', body.postalCode, `postcode_${postcode.reason}`, `Not a postcode of ${player.countryCode}.`));
  }
  if (body.provinceCode !== undefined) {
    const province = checkProvinceChange(player.countryCode, player.provinceCode, body.provinceCode);
    if (!province.ok && province.reason === 'ontario') throw new ApiError('error.account.province.ontario');
    if (province.ok) {
      set.provinceCode = body.provinceCode;
      updated.push('province');
    } else errors.push(fieldError('provinceCode', body.provinceCode, province.reason, 'Not a province the player can choose.'));
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return { set, updated };
}

/**
 * The address and province forms (identity-and-account §3 "Account forms", §7 `/player/address`). The country is
 * the account's and cannot change here; a verified address changes only through support, and the write itself
 * checks that the address is still unverified, so a verification landing meanwhile wins.
 */
export async function updateAddress(db: Database, playerId: number, body: Body): Promise<AddressAnswer> {
  const player = await getPlayerOrThrow(db, playerId);
  if (isAddressLocked(player.kycStatus)) throw new ApiError('error.account.address.locked');
  const { set, updated } = changes(player, body);
  const [row] = await db
    .update(players)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(players.playerId, playerId), notInArray(players.kycStatus, [...ADDRESS_LOCKING_KYC])))
    .returning();
  if (!row) throw new ApiError('error.account.address.locked');
  return { address: row.address, city: row.city, postalCode: row.postalCode, countryCode: row.countryCode, provinceCode: row.provinceCode, updated };
}
