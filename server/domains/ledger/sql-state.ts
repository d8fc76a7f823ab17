/** The PostgreSQL SQLSTATE of an error from node-postgres or PGlite, looking through drizzle's wrapper. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a PostgreSQL error names (a CHECK or unique violation), looking through drizzle's wrapper. */
export function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * An amount a balance cannot hold: beyond the accounts' JSON-safe CHECK (±2^53 − 1 minor units) or bigint itself.
 * Retrying never helps, so callers answer a refusal, not a 500.
 */
export function isBalanceOutOfRange(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '22003' || (state === '23514' && constraintOf(error) === 'ledger_accounts_balance_json_safe');
}

/** Deadlock and serialization failures: the transaction was rolled back and may simply run again. */
export function isRetryableSqlState(state: string | undefined): boolean {
  return state === '40P01' || state === '40001';
}
