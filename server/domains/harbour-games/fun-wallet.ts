import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/server/env';
import { FUN_START_BALANCE } from '@/lib/games/harbour/types';

/**
 * Fun (demo) balances are not kept in a table: the server hands the client its balance signed with an HMAC and
 * checks the signature on the next round. The browser cannot mint credits; replaying an older state only
 * brings back fun credits, which are worth nothing (docs/decisions.md, Harbour Games).
 */
interface FunState {
  /** First 32 hex of SHA-256(ticket): a state only works with the demo ticket it was issued for. */
  t: string;
  /** Fun balance in minor units. */
  b: number;
}

const processSecret = randomBytes(32).toString('hex');
const secret = (): string => env.HARBOUR_GAMES_FUN_SECRET ?? processSecret;
const ticketTag = (ticket: string): string => createHash('sha256').update(ticket).digest('hex').slice(0, 32);
const sign = (payload: string): string => createHmac('sha256', secret()).update(payload).digest('base64url');

export function issueFunState(ticket: string, balance: number): string {
  const payload = Buffer.from(JSON.stringify({ t: ticketTag(ticket), b: balance } satisfies FunState)).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

export function startFunState(ticket: string): { balance: number; funState: string } {
  return { balance: FUN_START_BALANCE, funState: issueFunState(ticket, FUN_START_BALANCE) };
}

/** The balance a state carries, or null when it is forged, corrupt or issued for another ticket. */
export function readFunState(ticket: string, funState: string): number | null {
  const [payload, signature, extra] = funState.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<FunState>;
    if (state.t !== ticketTag(ticket) || !Number.isSafeInteger(state.b) || (state.b as number) < 0) return null;
    return state.b as number;
  } catch {
    return null;
  }
}
