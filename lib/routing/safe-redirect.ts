/** Control characters, whitespace and backslashes (raw or percent-escaped): browsers drop or rewrite them in URLs. */
// Matching control characters is this pattern's job.
// oxlint-disable-next-line no-control-regex
const UNSAFE_IN_PATH = /[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]|%(?:[01][0-9a-f]|7f|5c)/i;

/**
 * A redirect target taken from a request (`?redirect=`, a cashier's `return`) is kept only when it is a path on
 * this site: one leading `/`, not `//`, and no control character, whitespace or backslash anywhere, raw or
 * percent-escaped. A browser strips tabs and newlines from a URL, so `/\t/evil.example` would become
 * `//evil.example`, another origin: the check is on the characters, not on the prefix alone.
 */
export function safeRedirectPath(value: string | readonly string[] | null | undefined): string | undefined {
  const path = typeof value === 'string' ? value : value?.[0];
  if (!path || !path.startsWith('/') || path.startsWith('//') || UNSAFE_IN_PATH.test(path)) return undefined;
  return path;
}
