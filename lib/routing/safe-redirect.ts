/** Control characters, whitespace and backslashes (raw or percent-escaped): browsers drop or rewrite them in URLs. */
// Matching control characters is this pattern's job.
// oxlint-disable-next-line no-control-regex
const UNSAFE_IN_PATH = /[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]|%(?:[01][0-9a-f]|7f|5c)/i;

/**
 * The site's one rule for a target that must stay on this site: a redirect taken from a request (`?redirect=`, a
 * cashier's `return`, a game's `homeurl`), the page a game's Lobby button returns to, a site link in content
 * (banners, rich text, landing pages). It is kept only when it is a path on this site: one leading `/`, not `//`,
 * and no control character, whitespace or backslash anywhere, raw or percent-escaped. A browser strips tabs and newlines from a URL, so `/\t/evil.example` would become
 * `//evil.example`, another origin: the check is on the characters, not on the prefix alone.
 */
export function safeRedirectPath(value: string | readonly string[] | null | undefined): string | undefined {
  const path = typeof value === 'string' ? value : value?.[0];
  if (!path || !path.startsWith('/') || path.startsWith('//') || UNSAFE_IN_PATH.test(path)) return undefined;
  return path;
}
