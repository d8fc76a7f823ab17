import type { z } from 'zod';
import type { FieldError } from './errors';

type Path = readonly PropertyKey[];

function valueAt(input: unknown, path: Path): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function fieldName(path: Path): string {
  return path.map(String).join('.');
}

/** Secrets never travel back in an error body (nor into logs that record responses). */
const SECRET_FIELD = /password|secret|resetkey|token/i;
export const MASKED_VALUE = '******';

export function maskRejectedValue(path: Path, value: unknown): unknown {
  const last = path.at(-1);
  return typeof last === 'string' && SECRET_FIELD.test(last) && value !== null && value !== undefined ? MASKED_VALUE : value;
}

/** JSON has no undefined: an absent value is reported as null so every field error has all six keys. */
function jsonValue(value: unknown): unknown {
  return value === undefined ? null : value;
}

/**
 * Turns zod issues into the spec's field errors. `input` is what was validated, so the rejected value can be
 * read from it (zod only reports it when asked to); an unknown key becomes one field error per key.
 */
export function toFieldErrors(error: z.ZodError, objectName: string, input?: unknown, status = 400): FieldError[] {
  return error.issues.flatMap((issue): FieldError[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        objectName,
        field: fieldName([...issue.path, key]),
        rejectedValue: jsonValue(maskRejectedValue([...issue.path, key], valueAt(input, [...issue.path, key]))),
        status,
        message: `Unrecognized key: "${key}"`,
        code: issue.code,
      }));
    }
    const rejected = 'input' in issue ? issue.input : valueAt(input, issue.path);
    return [
      {
        objectName,
        field: fieldName(issue.path),
        rejectedValue: jsonValue(maskRejectedValue(issue.path, rejected)),
        status,
        message: issue.message,
        code: issue.code,
      },
    ];
  });
}
