import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..', '..');
export const DATASET_FILE = join(ROOT, 'content', 'dataset.ndjson');
export const IMAGES_DIR = join(ROOT, 'public', 'content', 'images');

export function readDatasetLines(): string[] {
  return readFileSync(DATASET_FILE, 'utf8').split('\n').filter(Boolean);
}

export function readImageFiles(): string[] {
  return readdirSync(IMAGES_DIR).sort();
}

/** Every `{ _type: 'reference', _ref }` anywhere inside a value, with the path it sits at. */
export function collectReferences(value: unknown, path = ''): Array<{ path: string; ref: string }> {
  if (Array.isArray(value)) return value.flatMap((item, i) => collectReferences(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = record._type === 'reference' && typeof record._ref === 'string' ? [{ path, ref: record._ref }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, child]) => collectReferences(child, path ? `${path}.${key}` : key))];
}
