import type { AnyContract } from './contract';
import * as account from '@/lib/account/contracts';
import * as accountMigration from '@/lib/account-migration/contracts';
import * as accountActivity from '@/lib/account-activity/contracts';
import * as apiDocs from '@/lib/api-docs/contracts';
import * as bonus from '@/lib/bonus/contracts';
import * as consent from '@/lib/consent/contracts';
import * as content from '@/lib/content/contracts';
import * as edd from '@/lib/edd/contracts';
import * as documents from '@/lib/documents/contracts';
import * as games from '@/lib/games/contracts';
import * as health from '@/lib/health/contracts';
import * as identity from '@/lib/identity/contracts';
import * as identityVerification from '@/lib/identity-verification/contracts';
import * as jackpots from '@/lib/jackpots/contracts';
import * as limits from '@/lib/limits/contracts';
import * as payments from '@/lib/payments/contracts';
import * as protection from '@/lib/protection/contracts';
import * as realityCheck from '@/lib/reality-check/contracts';
import * as wallet from '@/lib/wallet/contracts';
import * as unknownPath from './unknown-path-contracts';

/**
 * Every endpoint's contract, from each domain's `contracts.ts`. The OpenAPI document is generated from this list,
 * and the suite fails when a route file has no contract here or a contract has no route file. Server-side and
 * tooling only: the browser imports the one contract it calls, never this list.
 */
const modules: readonly Record<string, unknown>[] = [
  health,
  jackpots,
  identity,
  account,
  identityVerification,
  edd,
  documents,
  consent,
  wallet,
  limits,
  protection,
  realityCheck,
  accountActivity,
  accountMigration,
  payments,
  content,
  games,
  bonus,
  apiDocs,
  unknownPath,
];

function isContract(value: unknown): value is AnyContract {
  return typeof value === 'object' && value !== null && 'operationId' in value && 'method' in value && 'path' in value && 'responses' in value;
}

export const ALL_CONTRACTS: readonly AnyContract[] = modules.flatMap((module) => Object.values(module).filter(isContract));
