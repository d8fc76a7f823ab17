import { createHash } from 'node:crypto';
import type { OperationRequest } from './types';

/**
 * A stable hash of everything an operation does except its key: legs are sorted and amounts written as
 * decimal strings, so the same request hashes the same whatever order or number type the caller used.
 */
export function requestHash(request: OperationRequest): string {
  const legs = request.legs
    .map((leg) => [leg.ownerType, leg.ownerId, leg.purpose, leg.amount.toString()] as const)
    .sort((a, b) => (a.join('|') < b.join('|') ? -1 : a.join('|') > b.join('|') ? 1 : 0));
  const canonical = [
    request.type,
    request.category,
    request.status ?? 'SUCCESS',
    request.playerId,
    request.currency,
    request.reversesOperationId ?? null,
    legs,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
