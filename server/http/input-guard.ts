import type { FieldError } from './errors';

/**
 * The one rule every request input passes before any schema sees it (bodies, queries, signed provider bodies):
 * no value nested deeper than MAX_INPUT_DEPTH, and no text PostgreSQL or a URL cannot carry (NUL, an unpaired
 * UTF-16 surrogate) in any string or key. Walked without recursion, so a 64 KiB `[[[[…` cannot overflow the stack
 * here, in a schema, or when an error echoes the value back.
 */
export const MAX_INPUT_DEPTH = 32;

export type UnsafeReason = 'too_deep' | 'invalid_characters';

export interface UnsafeInput {
  path: (string | number)[];
  reason: UnsafeReason;
}

/** False for text with a NUL or a lone surrogate (PostgreSQL refuses the first, UTF-8 and encodeURIComponent the second). */
export function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/** The first unsafe place in a parsed JSON value (or a query object), or null. */
export function findUnsafeInput(value: unknown, maxDepth = MAX_INPUT_DEPTH): UnsafeInput | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return { path, reason: 'invalid_characters' };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= maxDepth) return { path, reason: 'too_deep' };
    if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (!isSafeText(key)) return { path: [...path, key], reason: 'invalid_characters' };
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

const MESSAGES: Record<UnsafeReason, string> = {
  too_deep: `The value is nested deeper than ${MAX_INPUT_DEPTH} levels.`,
  invalid_characters: 'The text contains a NUL character or an unpaired surrogate.',
};

/** Printable stand-in for a refused string: the offending characters become U+FFFD; nested values are not echoed. */
function rejectedValue(value: unknown, reason: UnsafeReason): unknown {
  if (reason === 'too_deep' || typeof value !== 'string') return null;
  return value.toWellFormed().replaceAll('\u0000', '\uFFFD');
}

function valueAt(input: unknown, path: (string | number)[]): unknown {
  let current = input;
  for (const key of path) current = (current as Record<string | number, unknown> | null)?.[key];
  return current;
}

/** The spec's field errors for unsafe input (empty when it is safe); the caller picks the error code around them. */
export function unsafeInputErrors(input: unknown, objectName: string, status = 400): FieldError[] {
  const unsafe = findUnsafeInput(input);
  if (!unsafe) return [];
  const field = unsafe.path.map((part) => (typeof part === 'string' ? part.toWellFormed().replaceAll('\u0000', '\uFFFD') : String(part))).join('.');
  return [
    {
      objectName,
      field,
      rejectedValue: rejectedValue(valueAt(input, unsafe.path), unsafe.reason),
      status,
      message: MESSAGES[unsafe.reason],
      code: unsafe.reason,
    },
  ];
}
