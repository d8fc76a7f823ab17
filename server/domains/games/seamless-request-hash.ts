import { createHash } from 'node:crypto';
import type { SeamlessAction } from '@/lib/games/seamless-schemas';

/**
 * What makes two calls with one transaction id "the same request": the action and every money-relevant field,
 * but not the token (a provider may retry with a refreshed one). Order is fixed, so key order never matters.
 */
export function seamlessRequestHash(action: SeamlessAction, fields: Record<string, string | number | undefined>): string {
  const canonical = [
    action,
    ...Object.keys(fields)
      .sort()
      .map((key) => [key, fields[key] ?? null]),
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
