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

/** Deadlock and serialization failures: the transaction was rolled back and may simply run again. */
export function isRetryableSqlState(state: string | undefined): boolean {
  return state === '40P01' || state === '40001';
}
