/** A redirect target from the query is only kept when it is a path on this site (no open redirect). */
export function safeRedirectPath(value: string | string[] | undefined): string | undefined {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  return path;
}
