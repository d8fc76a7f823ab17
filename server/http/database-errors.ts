import { sqlStateOf } from '@/server/domains/ledger/sql-state';

/** Socket-level failures of node-postgres (the server is down, unreachable, or dropped the connection). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|Cannot use a pool after calling end/i;

/** The errors inside `error`: its cause chain and an AggregateError's members (pg tries every address). */
function* causes(error: unknown, depth = 0): Generator<unknown> {
  if (!error || typeof error !== 'object' || depth > 5) return;
  yield error;
  if (error instanceof AggregateError) for (const member of error.errors) yield* causes(member, depth + 1);
  yield* causes((error as { cause?: unknown }).cause, depth + 1);
}

/**
 * The database cannot be reached or is shutting down: SQLSTATE class 08 (connection exception), 57P01–57P03
 * (admin shutdown, crash shutdown, cannot connect now), 53300 (too many connections), a refused or dropped socket,
 * or a closed PGlite. The request did nothing; 503 tells the client to come back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state && (state.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(state))) return true;
  for (const cause of causes(error)) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

/**
 * Input PostgreSQL refused as data (class 22: a number out of range, a NUL or a character the encoding lacks, text
 * that is not a number, a string too long): the edge rule and the schemas refuse these first; this is the net
 * under them, so a value they missed is still the client's 400, never a 500.
 */
export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith('22') ?? false;
}
