/**
 * Minor units leave the API as JSON integers. The ledger's CHECK keeps every balance within ±(2^53 − 1), so
 * the conversion is exact; this guard makes any breach an error rather than a silently rounded amount.
 */
export function toJsonMinorUnits(value: bigint): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`amount ${value} is outside the JSON-safe range`);
  return number;
}
