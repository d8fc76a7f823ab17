import type { AnyContract } from './contract';
import * as health from '@/lib/health/contracts';
import * as jackpots from '@/lib/jackpots/contracts';

/**
 * Every endpoint's contract, from each domain's `contracts.ts`. The OpenAPI document is generated from this list,
 * and the suite fails when a route file has no contract here or a contract has no route file. Server-side and
 * tooling only: the browser imports the one contract it calls, never this list.
 */
const modules: readonly Record<string, unknown>[] = [health, jackpots];

function isContract(value: unknown): value is AnyContract {
  return typeof value === 'object' && value !== null && 'operationId' in value && 'method' in value && 'path' in value && 'responses' in value;
}

export const ALL_CONTRACTS: readonly AnyContract[] = modules.flatMap((module) => Object.values(module).filter(isContract));
