// Defensive readers for fields a real dataset may leave empty or fill with a value this build does not know.

export function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[], fallback: T): T {
  return value !== null && value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function listOf<T>(value: readonly (T | null | undefined)[] | null | undefined): T[] {
  return (value ?? []).filter((item): item is T => item !== null && item !== undefined);
}

export function numberOr(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
